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
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import type { InputProps } from './input-props';
import { groupState, permissionGroups, setKeys } from './permission-tree-model';

/**
 * A role's permissions: the catalogue as a checkbox tree grouped by area, a select-all per group
 * (indeterminate when partly chosen) and a search box. Select-all acts on the permissions shown.
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
      {(error ?? hint) && <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>}
      {groups.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('permissions.noMatch')}
        </Typography>
      )}
      {groups.map((group) => {
        const keys = group.permissions.map((p) => p.key);
        const state = groupState(keys, selected);
        const count = keys.filter((k) => selected.has(k)).length;
        return (
          <Paper
            key={group.group}
            variant="outlined"
            sx={{ p: 1.5 }}
            data-testid={`perm-group-box-${group.group}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                sx={{ flexGrow: 1, m: 0 }}
                label={<Typography sx={{ fontWeight: 600 }}>{group.label}</Typography>}
                control={
                  <Checkbox
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    disabled={disabled}
                    onChange={(e) => onChange(setKeys(value, keys, e.target.checked))}
                    slotProps={{
                      input: {
                        'aria-label': t('permissions.selectGroup', { group: group.label }),
                        // data-* attributes are not in the input's type, but reach the element.
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
                  total: formatNumber(keys.length, language),
                })}
              />
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                pl: { sm: 4 },
              }}
            >
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission.key}
                  label={<Typography variant="body2">{permission.label}</Typography>}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.has(permission.key)}
                      disabled={disabled}
                      onChange={(e) => onChange(setKeys(value, [permission.key], e.target.checked))}
                      slotProps={{
                        input: {
                          name: `${name}.${permission.key}`,
                          ...({ 'data-testid': `perm-${permission.key}` } as object),
                        },
                      }}
                    />
                  }
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
