import { useState, type FormEvent } from 'react';
import type { ApplicationDocument } from '@school/shared';
import type { PublicText } from '../../lib/public-text';
import {
  applicationApi,
  type ApplicationView,
  type Credentials,
  type PublicCampaign,
} from './application-api';
import { checkFile, checkValues, FORM_FIELDS, type Values } from './application-fields';
import { appendValues, translatedErrors } from './ApplicationForm';
import { DocumentFields, FormFields } from './FormFields';

/**
 * The corrections a rejection asked for: only the opened fields (filled with what was sent) and
 * documents; sent with the tracking code and national code, after which the application is
 * submitted again.
 */
export function ApplicationCorrection({
  view,
  campaign,
  credentials,
  t,
  onDone,
}: {
  view: ApplicationView;
  campaign: PublicCampaign;
  credentials: Credentials;
  t: PublicText;
  onDone: (view: ApplicationView) => void;
}) {
  const fields = FORM_FIELDS.filter((f) => view.fixFields.includes(f.name));
  const documents = (['photo', 'reportCard'] as const).filter((d) => view.fixFields.includes(d));
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.name, String(view.values[f.name] ?? '')])),
  );
  const [files, setFiles] = useState<Partial<Record<ApplicationDocument, File>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = translatedErrors(checkValues(values, fields), t);
    for (const kind of documents) {
      const problem = files[kind] ? checkFile(files[kind]) : 'required';
      if (problem) own[kind] = t(`application.errors.${problem}`);
    }
    if (Object.keys(own).length) {
      setErrors(own);
      setMessage(t('application.errors.check'));
      return;
    }
    const form = new FormData();
    form.append('trackingCode', credentials.trackingCode);
    form.append('nationalCode', credentials.nationalCode);
    appendValues(
      form,
      values,
      fields.map((f) => f.name),
    );
    form.append('website', '');
    for (const kind of documents) form.append(kind, files[kind]!, files[kind]!.name);
    setBusy(true);
    const result = await applicationApi.correct(campaign.id, form);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(result.message);
      return;
    }
    onDone(result.data);
  };

  return (
    <form className="pp-card" onSubmit={(e) => void submit(e)} noValidate data-testid="correction-form">
      <h2>{t('application.fix.title')}</h2>
      <p className="pp-hint">{t('application.fix.intro')}</p>
      {message && (
        <p className="pp-alert pp-alert-error" role="alert">
          {message}
        </p>
      )}
      <FormFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        campaign={campaign}
        t={t}
      />
      {documents.length > 0 && (
        <DocumentFields
          kinds={documents}
          required={documents}
          errors={errors}
          onChange={(kind, file) => setFiles((f) => ({ ...f, [kind]: file }))}
          t={t}
        />
      )}
      <div className="pp-actions">
        <button
          className="pp-button pp-button-primary"
          type="submit"
          disabled={busy}
          data-testid="correction-submit"
        >
          {t('application.fix.submit')}
        </button>
      </div>
    </form>
  );
}
