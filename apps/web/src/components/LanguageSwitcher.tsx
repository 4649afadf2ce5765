import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';

// Fetched on first open, like the theme menu.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** Switches between Persian (right-to-left) and English (left-to-right). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        color="inherit"
        title={t('navbar.language')}
        aria-label={t('navbar.language')}
        aria-haspopup="menu"
        data-testid="language-switcher"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Translate />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
