import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { EntityDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date';
import { entityApi, type HistoryAction } from '../../lib/entity-api';
import { useMoneyUnit } from '../../lib/money-unit';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageLoader } from '../PageLoader';
import type { FormatContext } from '../fields/format-value';
import { historyChanges, newestFirst, referencedIds } from './history-changes';

const ACTION_ICON = { create: AddCircleOutline, update: EditOutlined, delete: DeleteOutline } as const;
const ACTION_COLOR = { create: 'success', update: 'info', delete: 'error' } as const;

/** The row's audit trail, newest first: who, when (Jalali) and what changed. */
export function EntityHistory({ def, id }: { def: EntityDef; id: number | string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const history = useQuery({
    queryKey: ['entity', def.name, 'history', String(id)],
    queryFn: () => entityApi.history(def.name, id),
  });
  const refs = [...referencedIds(def, history.data ?? [])];
  const titleQueries = useQueries({
    queries: refs.map(([ref, ids]) => ({
      queryKey: ['entity', ref, 'options', 'ids', ids.join(',')],
      queryFn: () => entityApi.options(ref, { ids }),
    })),
  });
  const titles = new Map(
    refs.map(([ref], i) => [ref, new Map((titleQueries[i]?.data ?? []).map((o) => [o.id, o.title]))]),
  );
  const moneyUnit = useMoneyUnit();
  const ctx: FormatContext = { entity: def.name, language, t: (key, options) => t(key, options), moneyUnit };

  if (history.isPending) return <PageLoader />;
  if (history.isError) return <Alert severity="error">{history.error.message}</Alert>;
  const entries = newestFirst(history.data);
  if (entries.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>;

  return (
    <List data-testid="history-list" disablePadding>
      {entries.map((entry) => {
        const action: HistoryAction = entry.action;
        const Icon = ACTION_ICON[action];
        const color = ACTION_COLOR[action];
        const changes = historyChanges(def, entry, ctx, titles);
        return (
          <ListItem
            key={entry.id}
            alignItems="flex-start"
            divider
            disableGutters
            data-testid={`history-entry-${entry.id}`}
          >
            <ListItemAvatar>
              <Avatar
                sx={(theme) => ({ bgcolor: alpha(theme.palette[color].main, 0.14), color: `${color}.main` })}
              >
                <Icon />
              </Avatar>
            </ListItemAvatar>
            <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`history.${action}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('history.by', { user: entry.userName ?? t('history.unknownUser') })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
                  {formatDateTime(entry.at, language)}
                </Typography>
              </Stack>
              {changes.length > 0 && (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'max-content 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                  }}
                >
                  {changes.map((change) => (
                    <Box key={change.field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {change.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        <Box
                          component="span"
                          sx={{ color: 'text.secondary', textDecoration: 'line-through' }}
                        >
                          {change.before}
                        </Box>
                        {language === 'fa' ? ' ← ' : ' → '}
                        <Box component="span" sx={{ fontWeight: 500 }}>
                          {change.after}
                        </Box>
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
