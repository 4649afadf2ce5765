import Box from '@mui/material/Box';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../lib/use-app-language';
import { formatItemField } from './format-value';
import { PhotoAvatar } from './PhotoAvatar';

interface FieldValueProps {
  entity: string;
  field: FieldDef;
  item: Record<string, unknown>;
}

/** A field's value in a list cell: icons for yes/no, left-to-right codes, text for the rest. */
export function FieldValue({ entity, field, item }: FieldValueProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const value = item[field.name];
  if (field.type === 'boolean') {
    if (value === null || value === undefined) return null;
    return value ? (
      <Check fontSize="small" color="success" titleAccess={t('entity.yes')} />
    ) : (
      <Close fontSize="small" color="error" titleAccess={t('entity.no')} />
    );
  }
  if (field.type === 'image')
    // Stored photos need the session's token; PhotoAvatar fetches them.
    return typeof value === 'string' && value ? <PhotoAvatar photo={value} variant="rounded" /> : null;
  const text = formatItemField(field, item, { entity, language, t: (key, options) => t(key, options) });
  if (field.type === 'phone' || field.type === 'nationalCode')
    return (
      <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
        {text}
      </Box>
    );
  return <>{text}</>;
}
