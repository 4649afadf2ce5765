import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { FieldDef } from '@school/shared';
import { formatItemField, type FormatContext } from './format-value';
import { PersonLabel } from '../PersonLabel';
import { PhotoAvatar } from './PhotoAvatar';

interface FieldValueProps {
  field: FieldDef;
  item: Record<string, unknown>;
  /**
   * Entity, language and texts, given by the list (a page shows hundreds of cells: one subscription
   * to the language for the whole list, not one per cell).
   */
  ctx: FormatContext;
}

const LTR_ISOLATE = { unicodeBidi: 'isolate' } as const;

/** A field's value in a list cell: icons for yes/no, left-to-right codes, text for the rest. */
export function FieldValue({ field, item, ctx }: FieldValueProps) {
  const { t } = ctx;
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
  if (field.type === 'reference' && !field.multiple && value !== null && value !== undefined) {
    const titles = item._titles as Record<string, string | null> | undefined;
    const contexts = item._contexts as Record<string, string | null> | undefined;
    return (
      <PersonLabel
        name={titles?.[field.name] ?? `#${String(value)}`}
        context={contexts?.[field.name]}
        language={ctx.language}
      />
    );
  }
  const text = formatItemField(field, item, ctx);
  if (field.type === 'phone' || field.type === 'nationalCode')
    return (
      <span dir="ltr" style={LTR_ISOLATE}>
        {text}
      </span>
    );
  return <>{text}</>;
}
