import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { entityApi, type OptionItem } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';
import { personText } from '../PersonLabel';
import { renderPersonOption, renderReferenceField, useReferenceSearch } from './reference-search';

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
  /** Its context (the row's `_contexts`: a student's classroom). */
  initialContext?: string | null;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
}

/** Picks a row of another entity: server-side search (debounced) and the current value's title. */
export function ReferenceAutocomplete({
  refEntity,
  value,
  onChange,
  initialTitle,
  initialContext,
  disabled,
  size,
  ...field
}: ReferenceAutocompleteProps) {
  const language = useAppLanguage();
  const { options, autocompleteProps } = useReferenceSearch(refEntity);
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
        current.data?.find((o) => o.id === value) ?? {
          id: value,
          title: initialTitle ?? `#${value}`,
          context: initialContext ?? null,
        });

  return (
    <Autocomplete<OptionItem>
      {...autocompleteProps}
      data-testid={`field-${field.name}`}
      value={selected}
      options={options.data ?? []}
      disabled={disabled}
      size={size}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={(option) => personText(option.title, option.context, language)}
      renderOption={(props, option) => renderPersonOption(props, option, language)}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      renderInput={(params) => renderReferenceField(params, { ...field, fetching: options.isFetching })}
    />
  );
}
