import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { searchKey } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAllowedPages } from './use-allowed-pages';

/** Search over the pages the user may open (the route table filtered by abilities). Ctrl+K opens it. */
export function NavSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useAllowedPages();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

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

  const results = useMemo(() => {
    const needle = searchKey(query);
    return pages.filter((page) => searchKey(t(page.titleKey)).includes(needle));
  }, [pages, query, t]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (path: string) => {
    close();
    void navigate(path);
  };

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
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-label={t('search.title')}>
        <Box sx={{ p: 2 }}>
          <TextField
            autoFocus
            fullWidth
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && results[0]) go(results[0].path);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': t('search.placeholder'), 'data-testid': 'nav-search-input' },
            }}
          />
          {results.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('search.noResults')}
            </Typography>
          ) : (
            <List sx={{ mt: 1 }}>
              {results.map(({ name, path, titleKey, icon: Icon }) => (
                <ListItemButton key={name} onClick={() => go(path)} sx={{ borderRadius: 1 }}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(titleKey)} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Dialog>
    </>
  );
}
