import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { entityApi, type OptionItem } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';
import { personText } from '../PersonLabel';
import { renderPersonOption, renderReferenceField, useReferenceSearch } from './reference-search';

export interface ReferenceListAutocompleteProps {
  refEntity: string;
  name: string;
  label: string;
  value: number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Picks several rows of another entity (an exam's course groups): chips of the chosen ones, server
 * search for more. Titles of the chosen ids come from /options?ids= once, then from the picks.
 */
export function ReferenceListAutocomplete({
  refEntity,
  value,
  onChange,
  disabled,
  ...field
}: ReferenceListAutocompleteProps) {
  const language = useAppLanguage();
  const { options, autocompleteProps } = useReferenceSearch(refEntity);
  const current = useQuery({
    queryKey: ['entity', refEntity, 'options', 'ids', value],
    queryFn: () => entityApi.options(refEntity, { ids: value }),
    enabled: value.length > 0,
    placeholderData: (previous) => previous,
  });
  const known = (id: number) =>
    options.data?.find((o) => o.id === id) ?? current.data?.find((o) => o.id === id);
  const selected: OptionItem[] = value.map((id) => known(id) ?? { id, title: `#${id}` });
  const label = (option: OptionItem) => personText(option.title, option.context, language);

  return (
    <Autocomplete<OptionItem, true>
      {...autocompleteProps}
      multiple
      filterSelectedOptions
      slotProps={{ chip: { size: 'small' } }}
      data-testid={`field-${field.name}`}
      value={selected}
      options={options.data ?? []}
      disabled={disabled}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionLabel={label}
      renderOption={(props, option) => renderPersonOption(props, option, language)}
      onChange={(_event, picked) => onChange(picked.map((o) => o.id))}
      renderInput={(params) => renderReferenceField(params, { ...field, fetching: options.isFetching })}
    />
  );
}
