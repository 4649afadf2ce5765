import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';
import {
  CRUD_ACTIONS,
  groupState,
  permissionGroups,
  setKeys,
  type PermissionOption,
  type PermissionRow,
} from './permission-tree-model';

/**
 * Label column, then list/add/edit/delete: narrow enough for a 390 px phone, and on a wide screen
 * no wider than the eye can follow from a page's name to its checkboxes.
 */
const COLUMNS = { xs: 'minmax(0, 1fr) repeat(4, 44px)', sm: 'minmax(0, 1fr) repeat(4, 76px)' };
const GRID_WIDTH = { sm: 820 };

interface Selection {
  selected: ReadonlySet<string>;
  disabled?: boolean;
  toggle: (keys: readonly string[], on: boolean) => void;
}

/** A permission's checkbox; one only a network-wide user can use carries the globe. */
function PermissionCheck({
  option,
  name,
  selection,
  withLabel,
}: {
  option: PermissionOption;
  name: string;
  selection: Selection;
  withLabel: boolean;
}) {
  const { t } = useTranslation();
  const box = (
    <Checkbox
      size="small"
      checked={selection.selected.has(option.key)}
      disabled={selection.disabled}
      onChange={(e) => selection.toggle([option.key], e.target.checked)}
      slotProps={{
        input: {
          name: `${name}.${option.key}`,
          'aria-label': option.label,
          // data-* attributes are not in the input's type, but reach the element.
          ...({ 'data-testid': `perm-${option.key}` } as object),
        },
      }}
    />
  );
  const globe = option.networkOnly && (
    <Tooltip title={t('permissions.networkOnly')}>
      <PublicIcon
        fontSize="inherit"
        color="action"
        aria-label={t('permissions.networkOnly')}
        data-testid={`perm-network-${option.key}`}
        sx={{ fontSize: 14 }}
      />
    </Tooltip>
  );
  if (!withLabel)
    return (
      // The globe sits at the cell's edge, so the checkbox stays under its column's heading.
      <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
        {box}
        {globe && <Box sx={{ position: 'absolute', right: 0, top: 2, lineHeight: 0 }}>{globe}</Box>}
      </Box>
    );
  return (
    <FormControlLabel
      sx={{ m: 0, me: 1.5 }}
      control={box}
      label={
        <Typography variant="body2" component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
          {option.label}
          {globe}
        </Typography>
      }
    />
  );
}

/** One page: its name (a checkbox for the whole row), other permissions under it, then the four. */
function PageRow({
  row,
  group,
  name,
  selection,
}: {
  row: PermissionRow;
  group: string;
  name: string;
  selection: Selection;
}) {
  const { t } = useTranslation();
  const hasCrud = CRUD_ACTIONS.some((action) => row.crud[action]);
  const state = groupState(row.keys, selection.selected);
  return (
    <Box
      data-testid={`perm-row-${group}-${row.id}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: COLUMNS,
        maxWidth: GRID_WIDTH,
        // The four line up with the page's name, above its other permissions.
        alignItems: 'start',
        borderTop: 1,
        borderColor: 'divider',
        py: 0.25,
      }}
    >
      {/* A row without the four (a report, a tool) gives its name the whole line. */}
      <Box sx={{ minWidth: 0, gridColumn: hasCrud ? undefined : '1 / -1' }}>
        {hasCrud || row.other.length > 1 ? (
          <FormControlLabel
            sx={{ m: 0 }}
            label={<Typography sx={{ fontWeight: 500 }}>{row.label}</Typography>}
            control={
              <Checkbox
                size="small"
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={selection.disabled}
                onChange={(e) => selection.toggle(row.keys, e.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': t('permissions.selectRow', { page: row.label }),
                    ...({ 'data-testid': `perm-row-all-${group}-${row.id}` } as object),
                  },
                }}
              />
            }
          />
        ) : (
          <PermissionCheck option={row.other[0]!} name={name} selection={selection} withLabel />
        )}
      </Box>
      {hasCrud &&
        CRUD_ACTIONS.map((action) => {
          const option = row.crud[action];
          return (
            <Box key={action} sx={{ textAlign: 'center' }}>
              {option && (
                <PermissionCheck option={option} name={name} selection={selection} withLabel={false} />
              )}
            </Box>
          );
        })}
      {/* The page's other permissions (import, dossier...) on a line of their own under its name. */}
      {(hasCrud || row.other.length > 1) && row.other.length > 0 && (
        <Stack direction="row" sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', ps: 3.5 }}>
          {row.other.map((option) => (
            <PermissionCheck key={option.key} option={option} name={name} selection={selection} withLabel />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A role's permissions: areas, and in each area a row per page with list/add/edit/delete side by
 * side; a select-all per area and per page (indeterminate when partly chosen), a search box that
 * keeps whole rows, and a globe on what only a network-wide user can hold.
 */
export function PermissionTree({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
}: InputProps<string[]>) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => permissionGroups(language, query), [language, query]);
  const selected = useMemo(() => new Set(value), [value]);
  const selection: Selection = {
    selected,
    disabled,
    toggle: (keys, on) => onChange(setKeys(value, keys, on)),
  };

  return (
    <Stack spacing={1.5} data-testid={`field-${name}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {label}
        </Typography>
        <TextField
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('permissions.search')}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              'data-testid': 'perm-search',
              'aria-label': t('permissions.search'),
              type: 'search',
            },
          }}
        />
      </Stack>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <PublicIcon sx={{ fontSize: 14 }} />
        {t('permissions.networkOnlyLegend')}
      </Typography>
      {(error ?? hint) && <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>}
      {groups.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('permissions.noMatch')}
        </Typography>
      )}
      {groups.map((group) => {
        const state = groupState(group.keys, selected);
        const count = group.keys.filter((k) => selected.has(k)).length;
        const hasCrud = group.rows.some((row) => CRUD_ACTIONS.some((action) => row.crud[action]));
        return (
          <Paper
            key={group.group}
            variant="outlined"
            sx={{ p: { xs: 1, sm: 1.5 } }}
            data-testid={`perm-group-box-${group.group}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                sx={{ flexGrow: 1, m: 0 }}
                label={<Typography sx={{ fontWeight: 700 }}>{group.label}</Typography>}
                control={
                  <Checkbox
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    disabled={disabled}
                    onChange={(e) => selection.toggle(group.keys, e.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('permissions.selectGroup', { group: group.label }),
                        ...({ 'data-testid': `perm-group-${group.group}` } as object),
                      },
                    }}
                  />
                }
              />
              <Chip
                size="small"
                color={state === 'none' ? 'default' : 'primary'}
                variant={state === 'all' ? 'filled' : 'outlined'}
                label={t('permissions.count', {
                  selected: formatNumber(count, language),
                  total: formatNumber(group.keys.length, language),
                })}
              />
            </Stack>
            {hasCrud && (
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  gridTemplateColumns: COLUMNS,
                  maxWidth: GRID_WIDTH,
                  mt: 0.5,
                  color: 'text.secondary',
                }}
              >
                <span />
                {CRUD_ACTIONS.map((action) => (
                  <Typography key={action} variant="caption" sx={{ textAlign: 'center' }}>
                    {t(`permissions.columns.${action}`)}
                  </Typography>
                ))}
              </Box>
            )}
            {group.rows.map((row) => (
              <PageRow key={row.id} row={row} group={group.group} name={name} selection={selection} />
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
