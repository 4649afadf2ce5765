/**
 * What the single and the multiple reference pickers share: the debounced server search of the
 * referenced entity's /options, and the text field with its spinner.
 */
import { useState, type HTMLAttributes, type Key } from 'react';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../lib/app-config';
import { entityApi, type OptionItem } from '../../lib/entity-api';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { PersonLabel } from '../PersonLabel';

export const REFERENCE_SEARCH_DELAY = 300;

/** Options of `refEntity` matching what is typed, fetched while the list is open. */
export function useReferenceSearch(refEntity: string) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const search = useDebouncedCallback(setQ, REFERENCE_SEARCH_DELAY);
  const options = useQuery({
    queryKey: ['entity', refEntity, 'options', q],
    queryFn: () => entityApi.options(refEntity, { q }),
    enabled: open,
  });
  return {
    options,
    /** Props every reference Autocomplete takes alike. */
    autocompleteProps: {
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      loading: options.isFetching,
      filterOptions: <T,>(list: T[]) => list,
      onInputChange: (_event: unknown, text: string, reason: string) => {
        if (reason === 'input') search(text);
        if (reason === 'clear') search('');
      },
      noOptionsText: t('entity.noOptions'),
      loadingText: t('entity.searching'),
      openText: t('entity.openOptions'),
      closeText: t('entity.closeOptions'),
      clearText: t('entity.clearValue'),
    },
  };
}

export interface ReferenceFieldProps {
  name: string;
  label: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  onBlur?: () => void;
  fetching: boolean;
}

/** The Autocomplete's text field: the form name on the input, a spinner while searching. */
export function renderReferenceField(params: AutocompleteRenderInputParams, props: ReferenceFieldProps) {
  const { name, label, error, helperText, required, onBlur, fetching } = props;
  return (
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
              {fetching ? <CircularProgress color="inherit" size={18} /> : null}
              {params.InputProps.endAdornment}
            </>
          ),
        },
        htmlInput: { ...params.inputProps, name },
        inputLabel: params.InputLabelProps,
      }}
    />
  );
}

/**
 * A picker's option through the shared person label: the name, and on a second line what tells
 * rows of one name apart (a student's classroom and national code).
 */
export function renderPersonOption(
  props: HTMLAttributes<HTMLLIElement> & { key?: Key },
  option: OptionItem,
  language: AppLanguage,
) {
  const { key: _key, ...rest } = props;
  return (
    <li {...rest} key={option.id}>
      <PersonLabel
        name={option.title}
        context={option.context}
        detail={option.detail}
        language={language}
        layout="twoLines"
      />
    </li>
  );
}
