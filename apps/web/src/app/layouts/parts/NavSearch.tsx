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
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import { searchKey } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonLabel } from '../../../components/PersonLabel';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useAppLanguage } from '../../../lib/use-app-language';
import { useAllowedPages } from './use-allowed-pages';
import { RECORD_KINDS, useRecordSearch, type RecordHit } from './use-record-search';

const RECORD_ICONS = {
  students: PersonOutline,
  teachers: CastForEducationOutlined,
  classrooms: MeetingRoomOutlined,
};

/**
 * Search over the pages the user may open (the route table filtered by abilities) and the records
 * they may list: students, teachers and classrooms by name or code. Ctrl+K opens it.
 */
export function NavSearch() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const navigate = useNavigate();
  const pages = useAllowedPages();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The records are asked for once the typing pauses; the pages filter at every key.
  const [recordQuery, setRecordQuery] = useState('');
  const askRecords = useDebouncedCallback(setRecordQuery, 250);
  const records = useRecordSearch(recordQuery);
  const hits: RecordHit[] = query.trim() && records.data ? records.data : [];

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
  const first = results[0]?.path ?? hits[0]?.path;

  const close = () => {
    setOpen(false);
    setQuery('');
    setRecordQuery('');
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
            onChange={(e) => {
              setQuery(e.target.value);
              askRecords(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && first) go(first);
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
          {results.length === 0 && hits.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {records.isFetching ? t('search.searching') : t('search.noResults')}
            </Typography>
          ) : (
            <List sx={{ mt: 1, maxHeight: '60vh', overflowY: 'auto' }} data-testid="nav-search-results">
              {hits.length > 0 && results.length > 0 && <ListSubheader>{t('search.pages')}</ListSubheader>}
              {results.map(({ name, path, titleKey, icon: Icon }) => (
                <ListItemButton key={name} onClick={() => go(path)} sx={{ borderRadius: 1 }}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(titleKey)} />
                </ListItemButton>
              ))}
              {RECORD_KINDS.map((kind) => {
                const ofKind = hits.filter((hit) => hit.kind === kind);
                if (ofKind.length === 0) return null;
                const Icon = RECORD_ICONS[kind];
                return [
                  <ListSubheader key={kind}>{t(`search.kinds.${kind}`)}</ListSubheader>,
                  ...ofKind.map((hit) => (
                    <ListItemButton
                      key={`${kind}-${hit.id}`}
                      onClick={() => go(hit.path)}
                      sx={{ borderRadius: 1 }}
                      data-testid={`nav-search-${kind}-${hit.id}`}
                    >
                      <ListItemIcon>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          <PersonLabel
                            name={hit.name}
                            context={hit.context}
                            detail={hit.detail}
                            language={language}
                            layout="twoLines"
                          />
                        }
                      />
                    </ListItemButton>
                  )),
                ];
              })}
            </List>
          )}
        </Box>
      </Dialog>
    </>
  );
}
