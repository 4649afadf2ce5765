import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { entityApi, type OptionItem } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';

export const REFERENCE_SEARCH_DELAY = 300;

export interface ReferenceAutocompleteProps {
  /** Registry name of the referenced entity (its /options endpoint is searched). */
  refEntity: string;
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Title of the current value when already known (the row's `_titles`), saving a request. */
  initialTitle?: string | null;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

/** Picks a row of another entity: server-side search (debounced) and the current value's title. */
export function ReferenceAutocomplete({
  refEntity,
  name,
  label,
  value,
  onChange,
  onBlur,
  initialTitle,
  error,
  helperText,
  disabled,
  required,
  size,
}: ReferenceAutocompleteProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const search = useDebouncedCallback(setQ, REFERENCE_SEARCH_DELAY);

  const options = useQuery({
    queryKey: ['entity', refEntity, 'options', q],
    queryFn: () => entityApi.options(refEntity, { q }),
    enabled: open,
  });
  const known = options.data?.find((o) => o.id === value);
  const current = useQuery({
    queryKey: ['entity', refEntity, 'options', 'ids', value],
    queryFn: () => entityApi.options(refEntity, { ids: [value as number] }),
    enabled: value !== null && !known && !initialTitle,
  });
  const selected: OptionItem | null =
    value === null
      ? null
      : (known ??
        current.data?.find((o) => o.id === value) ?? { id: value, title: initialTitle ?? `#${value}` });

  return (
    <Autocomplete<OptionItem>
      data-testid={`field-${name}`}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={options.data ?? []}
      loading={options.isFetching}
      disabled={disabled}
      size={size}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => localizeDigits(option.title, language)}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') search(text);
        if (reason === 'clear') search('');
      }}
      noOptionsText={t('entity.noOptions')}
      loadingText={t('entity.searching')}
      openText={t('entity.openOptions')}
      closeText={t('entity.closeOptions')}
      clearText={t('entity.clearValue')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.inputProps, name },
            inputLabel: params.InputLabelProps,
          }}
        />
      )}
    />
  );
}
