import { useEffect } from 'react';
import { loadVazirmatn } from '../lib/fonts';
import { InstallOffer } from '../pwa/InstallOffer';
import { AppProviders } from './providers/AppProviders';
import { AppRouter } from './router';

export default function App() {
  // After the first paint, so the font never delays the login page.
  useEffect(() => {
    void loadVazirmatn();
  }, []);

  return (
    <AppProviders>
      <AppRouter />
      {/* On every page, signed in or not (spec section 1). */}
      <InstallOffer />
    </AppProviders>
  );
}
