import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FORM_PLACEHOLDERS, placeholderText, unknownFormPlaceholders } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { registerContentLabels } from '../../lib/content-i18n';
import { insertText } from '../../lib/insert-text';
import type { CustomInputProps } from '../fields/custom-inputs';
import { useAuthImage } from '../fields/use-auth-image';
import { FormSheet } from './FormSheet';
import { formPreviewQuery } from './form-preview-api';

registerContentLabels();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A form template's text (the forms entity's body): typed with placeholders picked from a list, and
 * shown beside it filled for a made-up student of the current school, as it will be printed.
 */
export default function FormBodyInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  values,
}: CustomInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const body = text(value);
  const preview = useQuery(formPreviewQuery);
  const logo = useAuthImage(preview.data?.school.logo);
  const unknown = [
    ...new Set([...unknownFormPlaceholders(body), ...unknownFormPlaceholders(text(values.signature))]),
  ];

  const insert = (placeholder: string) => {
    const el = input.current;
    const next = insertText(
      body,
      placeholderText(placeholder),
      el ? { start: el.selectionStart, end: el.selectionEnd } : null,
    );
    onChange(next.text);
    // Back in the text, just after what was put in.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={1.5}>
          <TextField
            fullWidth
            multiline
            minRows={12}
            name={name}
            label={label}
            value={body}
            required
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
            inputRef={input}
            slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'form-body-input' } }}
          />
          <Box>
            <Typography variant="subtitle2">{t('content.forms.placeholders')}</Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('content.forms.placeholdersHint')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {FORM_PLACEHOLDERS.map((placeholder) => (
                <Chip
                  key={placeholder}
                  size="small"
                  variant="outlined"
                  disabled={disabled}
                  label={t(`content.forms.placeholderNames.${placeholder}`)}
                  title={placeholderText(placeholder)}
                  data-testid={`placeholder-${placeholder}`}
                  // Keeps the cursor in the text, so the placeholder goes where it was.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(placeholder)}
                />
              ))}
            </Stack>
          </Box>
          {unknown.length > 0 && (
            <Alert severity="warning" data-testid="form-unknown-placeholders">
              {t('content.forms.unknown', { names: unknown.map(placeholderText).join('، ') })}
            </Alert>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('content.forms.preview')}
        </Typography>
        {preview.isError ? (
          <Alert severity="error">
            {t('content.forms.previewError', { message: preview.error.message })}
          </Alert>
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'auto', maxHeight: 760 }} data-testid="form-preview">
            <FormSheet
              template={{ title: text(values.title), body, signature: text(values.signature) || null }}
              values={preview.data?.values ?? {}}
              schoolName={preview.data?.values['school.name'] ?? ''}
              logo={preview.data?.school.logo ? { src: logo } : null}
              highlight
            />
          </Paper>
        )}
      </Grid>
    </Grid>
  );
}
