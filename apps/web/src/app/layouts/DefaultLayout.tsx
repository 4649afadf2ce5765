import { lazy, Suspense, useState } from 'react';
import { useSettings } from '../../lib/settings-store';
import { PwaParts } from '../../pwa/PwaParts';
import { ServerStateProvider } from '../providers/ServerStateProvider';
import { HorizontalNavLayout } from './horizontal/HorizontalNavLayout';
import { effectiveContentLayoutNav, isOverlayNavWidth } from './nav-layout';
import { CustomizerToggle } from './parts/CustomizerToggle';
import { useViewportWidth } from './use-viewport-width';
import { VerticalNavLayout } from './vertical/VerticalNavLayout';

// Its code comes with its first opening: most visits never open it.
const Customizer = lazy(async () => ({ default: (await import('./parts/Customizer')).Customizer }));

/** The signed-in layout: vertical or horizontal navigation per setting, plus the customizer. */
export default function DefaultLayout() {
  const { appContentLayoutNav } = useSettings();
  const width = useViewportWidth();
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const layoutNav = effectiveContentLayoutNav(appContentLayoutNav, width);

  return (
    <ServerStateProvider>
      {layoutNav === 'vertical' ? (
        <VerticalNavLayout overlay={isOverlayNavWidth(width)} />
      ) : (
        <HorizontalNavLayout />
      )}
      {!customizerOpen && (
        <CustomizerToggle
          onClick={() => {
            setCustomizerOpened(true);
            setCustomizerOpen(true);
          }}
        />
      )}
      {customizerOpened && (
        <Suspense fallback={null}>
          <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
      <PwaParts />
    </ServerStateProvider>
  );
}
