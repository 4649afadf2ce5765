import { useState } from 'react';
import { APPLICATION_DOCUMENTS, toJalali, type ApplicationDocument } from '@school/shared';
import { JalaliDateSelect } from '../../components/public/JalaliDateSelect';
import { describedBy, PublicField } from '../../components/public/PublicField';
import type { PublicText } from '../../lib/public-text';
import type { PublicCampaign } from './application-api';
import type { FormField, Values } from './application-fields';

/** Birth years offered: 4 to 25 years before this one (Jalali), newest first. */
function birthYears(): number[] {
  const thisYear = toJalali(new Date()).jy;
  return Array.from({ length: 22 }, (_, i) => thisYear - 4 - i);
}

const ltrKinds = new Set(['digits', 'decimal', 'mobile']);

/**
 * The form's fields in a grid (two columns from 600 px, one on a phone): each with its label, hint
 * and error. `errors` holds text already (the page's own, translated, or the server's).
 */
export function FormFields({
  fields,
  values,
  errors,
  onChange,
  campaign,
  t,
}: {
  fields: readonly FormField[];
  values: Values;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  campaign: PublicCampaign;
  t: PublicText;
}) {
  const years = birthYears();
  return (
    <div className="pp-grid">
      {fields.map((field) => {
        const id = `field-${field.name}`;
        const error = errors[field.name];
        const hint =
          field.name === 'nationalCode'
            ? t('application.hints.nationalCode')
            : field.kind === 'mobile'
              ? t('application.hints.mobile')
              : field.kind === 'decimal'
                ? t('application.hints.average')
                : undefined;
        const label = t(`application.fields.${field.name}`);
        const common = { id, name: field.name, ...describedBy(id, error, hint), 'data-testid': id };
        const value = values[field.name] ?? '';
        let control;
        if (field.kind === 'date')
          control = (
            <JalaliDateSelect
              id={id}
              value={value || null}
              onChange={(iso) => onChange(field.name, iso ?? '')}
              years={years}
              labels={{
                day: t('application.date.day'),
                month: t('application.date.month'),
                year: t('application.date.year'),
              }}
              digits={t.digits}
              english={t.language === 'en'}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          );
        else if (field.kind === 'gender' || field.kind === 'grade')
          control = (
            <select {...common} value={value} onChange={(e) => onChange(field.name, e.target.value)}>
              <option value="">{t('application.choose')}</option>
              {field.kind === 'gender'
                ? (['male', 'female'] as const).map((g) => (
                    <option key={g} value={g}>
                      {t(`application.gender.${g}`)}
                    </option>
                  ))
                : campaign.grades.map((g) => (
                    <option key={g.gradeLevel} value={g.gradeLevel} disabled={g.full}>
                      {g.full
                        ? t('application.gradeFull', { grade: t(`application.grades.${g.gradeLevel}`) })
                        : t(`application.grades.${g.gradeLevel}`)}
                    </option>
                  ))}
            </select>
          );
        else if (field.kind === 'address')
          control = (
            <textarea
              {...common}
              rows={3}
              maxLength={field.maxLength}
              value={value}
              onChange={(e) => onChange(field.name, e.target.value)}
            />
          );
        else
          control = (
            <input
              {...common}
              type={field.kind === 'mobile' ? 'tel' : 'text'}
              inputMode={field.kind === 'text' ? undefined : field.kind === 'decimal' ? 'decimal' : 'numeric'}
              autoComplete={field.kind === 'mobile' ? 'tel' : 'off'}
              className={ltrKinds.has(field.kind) ? 'pp-ltr' : undefined}
              maxLength={field.maxLength}
              value={value}
              onChange={(e) => onChange(field.name, e.target.value)}
            />
          );
        return (
          <PublicField
            key={field.name}
            id={id}
            label={label}
            required={field.required}
            hint={hint}
            error={error}
            wide={field.kind === 'address'}
          >
            {control}
          </PublicField>
        );
      })}
    </div>
  );
}

/** File inputs for the documents asked for: images only, checked again by the server by content. */
export function DocumentFields({
  kinds,
  required,
  errors,
  onChange,
  t,
}: {
  kinds: readonly ApplicationDocument[];
  required: readonly string[];
  errors: Record<string, string>;
  onChange: (kind: ApplicationDocument, file: File | undefined) => void;
  t: PublicText;
}) {
  const [names, setNames] = useState<Partial<Record<ApplicationDocument, string>>>({});
  return (
    <div className="pp-grid">
      {APPLICATION_DOCUMENTS.filter((k) => kinds.includes(k)).map((kind) => {
        const id = `field-${kind}`;
        const hint = t('application.hints.document');
        return (
          <PublicField
            key={kind}
            id={id}
            label={t(`application.fields.${kind}`)}
            required={required.includes(kind)}
            hint={hint}
            error={errors[kind]}
          >
            {/* The browser's own button speaks its own language: a label in ours opens the picker. */}
            <div className="pp-file">
              <input
                id={id}
                name={kind}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="pp-file-input"
                data-testid={id}
                {...describedBy(id, errors[kind], hint)}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  setNames((current) => ({ ...current, [kind]: file?.name }));
                  onChange(kind, file);
                }}
              />
              <span className="pp-button" aria-hidden="true">
                {t('application.chooseFile')}
              </span>
              <span className="pp-file-name">{names[kind] ?? t('application.noFile')}</span>
            </div>
          </PublicField>
        );
      })}
    </div>
  );
}
