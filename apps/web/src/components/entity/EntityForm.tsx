import { Suspense, useMemo, type ReactNode } from 'react';
import { useAbility } from '@casl/react';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import type { AppAbility } from '../../lib/ability';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { entityWriteSchema, type EntityDef, type FieldDef } from '@school/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import type { EntityItem } from '../../lib/entity-api';
import { notify } from '../../lib/notify';
import { useMoneyUnit } from '../../lib/money-unit';
import { useAppLanguage } from '../../lib/use-app-language';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { ConfirmDialog } from '../ConfirmDialog';
import { customInputOf } from '../fields/custom-inputs';
import { FieldInput } from '../fields/FieldInput';
import { registerEntityLabels } from './entity-labels';
import { fieldLabelText } from './field-label';
import { createBody, formDefaults, formFieldNames, updateBody, type FormValues } from './form-values';
import { ReadOnlyField } from './ReadOnlyField';

registerEntityLabels();

export interface EntityFormProps {
  def: EntityDef;
  mode: 'create' | 'update';
  /** The row being edited. */
  item?: EntityItem;
  /** Starting values of an add form (e.g. the user whose role is being added). */
  preset?: FormValues;
  /** Shown, not editable (no permission, or a protected row). */
  readOnly?: boolean;
  /** A message above the fields (e.g. why the row is read-only). */
  notice?: ReactNode;
  save: (body: FormValues) => Promise<EntityItem>;
  onSaved: (item: EntityItem) => void;
  onCancel: () => void;
}

const wide = (entity: string, field: FieldDef) =>
  field.multiline ||
  field.type === 'richText' ||
  field.optionsSource === 'permissions' ||
  field.multiple ||
  customInputOf(entity, field.name) !== undefined;

/** The generic add/edit form: validated with the server's own schema, only changes sent on edit. */
export function EntityForm({
  def,
  mode,
  item,
  preset,
  readOnly = false,
  notice,
  save,
  onSaved,
  onCancel,
}: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const language = useAppLanguage();
  const moneyUnit = useMoneyUnit();
  const ability = useAbility<AppAbility>();
  const schema = useMemo(() => entityWriteSchema(def, mode), [def, mode]);
  const initial = useMemo(() => formDefaults(def, item, preset), [def, item, preset]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);
  // Only a form with a custom input (a venue's seat grid) follows every change of its values.
  const custom = def.fields.some((f) => customInputOf(def.name, f.name));
  const values = useWatch({ control: form.control, disabled: !custom }) as FormValues;
  const name = t(`entities.${def.name}.one`);

  const onValid = async (parsed: FormValues) => {
    const body = mode === 'create' ? createBody(parsed) : updateBody(def, parsed, form.getValues(), initial);
    try {
      const saved = await save(body);
      guard.release();
      void notify('success', t(mode === 'create' ? 'entity.created' : 'entity.updated', { name }));
      onSaved(saved);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.errors) {
        const names = formFieldNames(def);
        let first = true;
        for (const [key, fieldMessage] of Object.entries(error.errors)) {
          // An item of a list field (courseGroupIds.0) is shown on the list's input.
          const field = names.has(key) ? key : key.split('.')[0]!;
          if (!names.has(field)) continue;
          form.setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: first });
          first = false;
        }
      }
      void notify('error', message);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={form.handleSubmit(onValid)}
      data-testid={`entity-form-${def.name}`}
    >
      {notice}
      <Grid container spacing={2.5}>
        {def.fields.map((field) => {
          if (field.onlyWith && !ability.can(field.onlyWith, ENTITY_SUBJECT)) return null;
          const label = fieldLabelText(field, { entity: def.name, language, t, moneyUnit });
          if (field.readOnly)
            return item ? (
              <Grid key={field.name} size={{ xs: 12, md: 6 }}>
                <ReadOnlyField entity={def.name} field={field} item={item} label={label} />
              </Grid>
            ) : null;
          const hintKey = `entities.${def.name}.hints.${field.name}`;
          const hint =
            field.secret && mode === 'update'
              ? t('entity.passwordHint')
              : i18n.exists(hintKey)
                ? t(hintKey)
                : undefined;
          return (
            <Grid key={field.name} size={wide(def.name, field) ? 12 : { xs: 12, md: 6 }}>
              <Controller
                name={field.name}
                control={form.control}
                render={({ field: input, fieldState }) => {
                  const Custom = customInputOf(def.name, field.name);
                  return Custom ? (
                    <Suspense fallback={null}>
                      <Custom
                        name={field.name}
                        label={label}
                        value={input.value}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={fieldState.error?.message}
                        disabled={readOnly}
                        values={values}
                      />
                    </Suspense>
                  ) : (
                    <FieldInput
                      entity={def.name}
                      field={field}
                      name={field.name}
                      label={label}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={fieldState.error?.message}
                      hint={hint}
                      disabled={readOnly}
                      required={Boolean(field.required || (field.secret && mode === 'create'))}
                      referenceTitle={item?._titles?.[field.name]}
                      referenceContext={item?._contexts?.[field.name]}
                      rowId={item?.id}
                    />
                  );
                }}
              />
            </Grid>
          );
        })}
      </Grid>
      {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="secondary" variant="outlined" onClick={onCancel}>
          {readOnly ? t('entity.backToList') : t('common.cancel')}
        </Button>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            data-testid="entity-save"
          >
            {t('common.save')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={guard.blocked}
        title={t('unsaved.title')}
        text={t('unsaved.text')}
        confirmLabel={t('unsaved.leave')}
        cancelLabel={t('unsaved.stay')}
        color="error"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </Stack>
  );
}
