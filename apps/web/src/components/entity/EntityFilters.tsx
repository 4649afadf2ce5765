import { lazy, memo, Suspense } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { listFilterFields, type EntityDef, type FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { ReferenceAutocomplete } from '../fields/ReferenceAutocomplete';
import { fieldLabelKey, optionLabelKey } from './entity-labels';

// The date picker is heavy; only lists with a date filter load it.
const JalaliDatePicker = lazy(async () => ({
  default: (await import('../fields/JalaliDatePicker')).JalaliDatePicker,
}));

interface EntityFiltersProps {
  def: EntityDef;
  /** Fields filtered by the page itself (e.g. the user of a user's roles): not offered here. */
  hidden?: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
  onClear: () => void;
}

const FILTER_WIDTH = { xs: '100%', sm: 200 };
/** A small outlined field's height: the placeholder a control stands in until it is rendered. */
const FILTER_HEIGHT = 40;

/**
 * One control per filterable field and derived filter; each value becomes a query parameter. Memo:
 * the list renders again when its rows arrive, the filters need not. The controls (a dozen Material
 * fields, some 70 ms of rendering on a modest machine) come just after the page has painted, in
 * placeholders of their size, so the list's first render stays short and nothing moves.
 */
export const EntityFilters = memo(function EntityFilters({
  def,
  hidden = [],
  values,
  onChange,
  onClear,
}: EntityFiltersProps) {
  const { t } = useTranslation();
  const ready = useAfterFirstPaint();
  const fields = listFilterFields(def).filter((f) => !hidden.includes(f.name));
  if (fields.length === 0) return null;
  const label = (field: FieldDef) => t(fieldLabelKey(def.name, field.name));
  const active = Object.values(values).some((v) => (v ?? '') !== '');

  const control = (field: FieldDef) => {
    // The date range loads its picker on demand and keeps its own fallback.
    if (!ready && field.type !== 'jalaliDate')
      return <Skeleton variant="rounded" sx={{ width: FILTER_WIDTH, height: FILTER_HEIGHT }} />;
    const value = values[field.name] ?? '';
    const select = (options: { value: string; label: string }[]) => (
      <TextField
        select
        size="small"
        label={label(field)}
        value={value}
        onChange={(e) => onChange(field.name, e.target.value)}
        sx={{ width: FILTER_WIDTH }}
        data-testid={`filter-${field.name}`}
        slotProps={{ htmlInput: { name: `filter-${field.name}` } }}
      >
        <MenuItem value="">{t('entity.any')}</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
    switch (field.type) {
      case 'enum':
        return select(
          (field.options ?? []).map((o) => ({ value: o, label: t(optionLabelKey(def.name, field.name, o)) })),
        );
      case 'boolean':
        return select([
          { value: 'true', label: t('entity.yes') },
          { value: 'false', label: t('entity.no') },
        ]);
      case 'reference':
        return (
          <Stack sx={{ width: FILTER_WIDTH }}>
            <ReferenceAutocomplete
              refEntity={field.ref ?? ''}
              name={`filter-${field.name}`}
              label={label(field)}
              size="small"
              value={value ? Number(value) : null}
              onChange={(id) => onChange(field.name, id === null ? '' : String(id))}
            />
          </Stack>
        );
      case 'jalaliDate':
        // A date field filters by a range: <field>From and <field>To, both inclusive.
        return (
          <Stack
            direction="row"
            sx={{ gap: 1.5, flexWrap: 'wrap' }}
            data-testid={`filter-${field.name}-range`}
          >
            {(['From', 'To'] as const).map((end) => (
              <Stack key={end} sx={{ width: FILTER_WIDTH }}>
                <Suspense fallback={null}>
                  <JalaliDatePicker
                    name={`filter-${field.name}${end}`}
                    label={`${label(field)} (${t(`entity.range${end}`)})`}
                    value={values[`${field.name}${end}`] || null}
                    onChange={(v) => onChange(`${field.name}${end}`, v ?? '')}
                  />
                </Suspense>
              </Stack>
            ))}
          </Stack>
        );
      default:
        return (
          <TextField
            size="small"
            label={label(field)}
            value={value}
            onChange={(e) => onChange(field.name, e.target.value)}
            sx={{ width: FILTER_WIDTH }}
            slotProps={{ htmlInput: { name: `filter-${field.name}` } }}
          />
        );
    }
  };

  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      id="entity-filters"
      data-testid="entity-filters"
    >
      {fields.map((field) => (
        // On a phone each filter takes a row of its own (FILTER_WIDTH's 100%), not a squeezed box.
        <Stack key={field.name} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {control(field)}
        </Stack>
      ))}
      {active && (
        <Button size="small" color="secondary" startIcon={<FilterAltOff />} onClick={onClear}>
          {t('entity.clearFilters')}
        </Button>
      )}
    </Stack>
  );
});
