import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useLayoutLater } from '../layout-later';

/**
 * The navbar's search button; Ctrl+K opens it too. The search itself (NavSearchDialog: the pages
 * the user may open and their records) comes with the parts shown after the page's first paint
 * (layout-later.ts); opened before they are in, it shows once they are.
 */
export function NavSearch() {
  const { t } = useTranslation();
  const later = useLayoutLater();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {compact ? (
        <IconButton
          color="inherit"
          aria-label={t('search.open')}
          data-testid="nav-search"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          data-testid="nav-search"
          onClick={() => setOpen(true)}
          startIcon={<SearchIcon />}
          sx={{ color: 'text.secondary', fontWeight: 400, gap: 1 }}
        >
          {t('search.open')}
          <Box
            component="kbd"
            sx={{
              fontFamily: 'inherit',
              fontSize: 12,
              px: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
            dir="ltr"
          >
            Ctrl+K
          </Box>
        </Button>
      )}
      {later && <later.NavSearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
