import { useRef, useState, type FormEvent } from 'react';
import type { ApplicationDocument } from '@school/shared';
import type { PublicText } from '../../lib/public-text';
import { applicationApi, type PublicCampaign } from './application-api';
import { checkFile, checkValues, decimalForServer, FORM_FIELDS, type Values } from './application-fields';
import { DocumentFields, FormFields } from './FormFields';
import { TrackingCodeCard } from './TrackingCodeCard';

const SECTIONS = ['applicant', 'schooling', 'contact'] as const;

/** The fields, the page's checks' messages (translated) and the server's, as one map of texts. */
export function translatedErrors(keys: Record<string, string>, t: PublicText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, t(`application.errors.${key}`)]),
  );
}

/** The values as the form sends them (the average with an ASCII decimal point). */
export function appendValues(form: FormData, values: Values, names: readonly string[]) {
  for (const name of names) {
    const value = (values[name] ?? '').trim();
    form.append(name, name === 'previousAverage' ? decimalForServer(value) : value);
  }
}

/**
 * The application form: the applicant's fields by section, the documents the campaign asks for and
 * the hidden honeypot; sent once checked, and answered with the tracking code.
 */
export function ApplicationForm({
  campaign,
  t,
  onTrack,
}: {
  campaign: PublicCampaign;
  t: PublicText;
  onTrack: (trackingCode: string, nationalCode: string) => void;
}) {
  const [values, setValues] = useState<Values>({});
  const [files, setFiles] = useState<Partial<Record<ApplicationDocument, File>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const trap = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!(name in errors)) return;
    const { [name]: _gone, ...rest } = errors;
    setErrors(rest);
    // Everything marked is corrected: the message above the form goes too.
    if (Object.keys(rest).length === 0) setMessage(null);
  };
  const chooseFile = (kind: ApplicationDocument, file: File | undefined) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    const problem = checkFile(file);
    setErrors(({ [kind]: _gone, ...rest }) =>
      problem ? { ...rest, [kind]: t(`application.errors.${problem}`) } : rest,
    );
  };

  const fail = (text: string, fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setMessage(text);
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = translatedErrors(checkValues(values, FORM_FIELDS), t);
    for (const kind of campaign.requiredDocuments)
      if (!files[kind]) own[kind] = t('application.errors.required');
    for (const [kind, file] of Object.entries(files)) {
      const problem = checkFile(file);
      if (problem) own[kind] = t(`application.errors.${problem}`);
    }
    if (Object.keys(own).length) return fail(t('application.errors.check'), own);
    const form = new FormData();
    appendValues(
      form,
      values,
      FORM_FIELDS.map((f) => f.name),
    );
    form.append('website', trap.current?.value ?? '');
    for (const [kind, file] of Object.entries(files)) if (file) form.append(kind, file, file.name);
    setSending(true);
    setMessage(null);
    const result = await applicationApi.submit(campaign.id, form);
    setSending(false);
    if (!result.ok) return fail(result.message, result.errors);
    setDone(result.data.trackingCode);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (done)
    return <TrackingCodeCard code={done} t={t} onTrack={() => onTrack(done, values.nationalCode ?? '')} />;

  return (
    <form onSubmit={submit} noValidate data-testid="application-form">
      {message && (
        <p className="pp-alert pp-alert-error" role="alert" ref={alertRef} data-testid="application-error">
          {message}
        </p>
      )}
      {SECTIONS.map((section) => (
        <section className="pp-card" key={section}>
          <h2>{t(`application.sections.${section}`)}</h2>
          <FormFields
            fields={FORM_FIELDS.filter((f) => f.section === section)}
            values={values}
            errors={errors}
            onChange={change}
            campaign={campaign}
            t={t}
          />
        </section>
      ))}
      {campaign.requiredDocuments.length > 0 && (
        <section className="pp-card">
          <h2>{t('application.sections.documents')}</h2>
          <DocumentFields
            kinds={campaign.requiredDocuments}
            required={campaign.requiredDocuments}
            errors={errors}
            onChange={chooseFile}
            t={t}
          />
        </section>
      )}
      <div className="pp-trap" aria-hidden="true">
        <label htmlFor="website">{t('application.trap')}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" ref={trap} />
      </div>
      <div className="pp-actions">
        <button
          className="pp-button pp-button-primary"
          type="submit"
          disabled={sending}
          data-testid="application-submit"
        >
          {sending ? t('application.sending') : t('application.submit')}
        </button>
      </div>
    </form>
  );
}
