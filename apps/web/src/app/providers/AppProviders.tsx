import { lazy, Suspense, type ReactNode } from 'react';
import { AbilityProvider } from '@casl/react';
import { appAbility } from '../../lib/ability';
import { useToastContainerWanted } from '../../lib/notify';
import { AppThemeProvider } from './AppThemeProvider';

// Mounted with the first toast (see lib/notify).
const AppToastContainer = lazy(() => import('../../components/AppToastContainer'));

/** Everything every page relies on: abilities, theme and toasts (server state: ServerStateProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  const toastsWanted = useToastContainerWanted();
  return (
    <AbilityProvider value={appAbility}>
      <AppThemeProvider>
        {children}
        {toastsWanted && (
          <Suspense fallback={null}>
            <AppToastContainer />
          </Suspense>
        )}
      </AppThemeProvider>
    </AbilityProvider>
  );
}
