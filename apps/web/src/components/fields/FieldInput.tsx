import type { FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { optionLabelKey } from '../entity/entity-labels';
import { BooleanSwitch } from './BooleanSwitch';
import { CodeInput } from './CodeInput';
import { EnumSelect } from './EnumSelect';
import { ImageInput } from './ImageInput';
import type { InputProps } from './input-props';
import { JalaliDatePicker } from './JalaliDatePicker';
import { MoneyInput } from './MoneyInput';
import { NumberInput } from './NumberInput';
import { PermissionTree } from './PermissionTree';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { ReferenceListAutocomplete } from './ReferenceListAutocomplete';
import { RichTextInput } from './RichTextInput';
import { TextInput } from './TextInput';
import { imageUploadFields, uploadEntityPhoto } from './upload-photo';

export interface FieldInputProps extends InputProps<unknown> {
  entity: string;
  field: FieldDef;
  /** Title of a reference's current value, when the row already carries it. */
  referenceTitle?: string | null;
  /** Its context (a student's classroom), when the row carries one. */
  referenceContext?: string | null;
  /** The edited row's id (none on an add form): a school's logo is uploaded for that school. */
  rowId?: number;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The one input of each field type (DESIGN.md "closed set of field types"). */
export function FieldInput({
  entity,
  field,
  referenceTitle,
  referenceContext,
  rowId,
  value,
  onChange,
  ...common
}: FieldInputProps) {
  const { t } = useTranslation();
  const text = { ...common, value: asString(value), onChange: (v: string) => onChange(v) };
  switch (field.type) {
    case 'richText':
      return <RichTextInput {...text} />;
    case 'text':
      return (
        <TextInput
          {...text}
          multiline={field.multiline}
          maxLength={field.maxLength}
          ltr={
            field.format === 'username' ||
            field.format === 'email' ||
            field.format === 'digits' ||
            field.secret
          }
          type={field.secret ? 'password' : field.format === 'email' ? 'email' : 'text'}
          digits={field.format === 'digits' || field.format === 'code'}
          // Setting a password on an existing account ends its sessions (the server does it): say so.
          hint={field.secret && rowId !== undefined ? t('entityPage.secretChanged') : common.hint}
          autoComplete={field.secret ? 'new-password' : undefined}
        />
      );
    case 'number':
      return <NumberInput {...text} min={field.min} max={field.max} />;
    case 'score':
      return <NumberInput {...text} step={0.25} min={field.min ?? 0} max={field.max ?? 20} />;
    case 'money':
      return <MoneyInput {...text} />;
    case 'phone':
    case 'nationalCode':
    case 'time':
      return <CodeInput {...text} kind={field.type} />;
    case 'jalaliDate':
      return (
        <JalaliDatePicker
          {...common}
          value={asString(value) || null}
          onChange={(v) => onChange(v)}
          yearsBack={field.calendarYearsBack}
          // The form's schema refuses a text that is no date, so a typo is never saved as the old date.
          passInvalidText
        />
      );
    case 'boolean':
      return <BooleanSwitch {...common} value={Boolean(value)} onChange={(v) => onChange(v)} />;
    case 'reference':
      if (field.multiple)
        return (
          <ReferenceListAutocomplete
            {...common}
            error={Boolean(common.error)}
            helperText={common.error ?? common.hint}
            refEntity={field.ref ?? ''}
            value={Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []}
            onChange={(v) => onChange(v)}
          />
        );
      return (
        <ReferenceAutocomplete
          {...common}
          error={Boolean(common.error)}
          helperText={common.error ?? common.hint}
          refEntity={field.ref ?? ''}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v)}
          initialTitle={referenceTitle}
          initialContext={referenceContext}
        />
      );
    case 'enum': {
      if (field.optionsSource === 'permissions')
        return (
          <PermissionTree
            {...common}
            value={Array.isArray(value) ? value.map(String) : []}
            onChange={(v) => onChange(v)}
          />
        );
      const options = (field.options ?? []).map((o) => ({
        value: o,
        label: t(optionLabelKey(entity, field.name, o)),
      }));
      return (
        <EnumSelect
          {...common}
          value={Array.isArray(value) ? value.map(String) : asString(value)}
          onChange={(v) => onChange(v)}
          options={options}
          multiple={field.multiple}
        />
      );
    }
    case 'image': {
      // null: the image belongs to the row itself (a school's logo), which is not saved yet.
      const upload = imageUploadFields(entity, rowId);
      return (
        <ImageInput
          name={common.name}
          label={common.label}
          value={asString(value)}
          error={common.error}
          disabled={common.disabled || !upload}
          hint={upload ? undefined : t('people.image.afterSave', { name: t(`entities.${entity}.one`) })}
          upload={(file) => uploadEntityPhoto(upload!, file)}
          onChange={(url) => onChange(url)}
        />
      );
    }
  }
}
