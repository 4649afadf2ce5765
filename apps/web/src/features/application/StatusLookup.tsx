import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateJalali, isValidNationalCode, normalizeTrackingCode } from '@school/shared';
import { describedBy, PublicField } from '../../components/public/PublicField';
import type { PublicText } from '../../lib/public-text';
import {
  applicationApi,
  type ApplicationView,
  type Credentials,
  type PublicCampaign,
} from './application-api';
import { ApplicationCorrection } from './ApplicationCorrection';
import { FORM_FIELDS } from './application-fields';

const STATUS_CLASS: Record<string, string> = {
  accepted: 'pp-alert-success',
  enrolled: 'pp-alert-success',
  rejected: 'pp-alert-error',
  reviewing: 'pp-alert-warning',
};

/** A sent value as the applicant typed it (text), with enums and dates in words. */
function shownValue(name: string, value: string | number | null, t: PublicText): string {
  if (value === null || value === '') return '—';
  if (name === 'gender') return t(`application.gender.${value}`);
  if (name === 'gradeLevel') return t(`application.grades.${value}`);
  if (name === 'birthDate') return formatDateJalali(String(value), { digits: t.language, style: 'long' });
  return t.digits(String(value));
}

/** The status page of one application: status, the school's reason, what was sent, corrections. */
function StatusView({
  view,
  campaign,
  credentials,
  t,
  onChanged,
}: {
  view: ApplicationView;
  campaign: PublicCampaign;
  credentials: Credentials;
  t: PublicText;
  onChanged: (view: ApplicationView) => void;
}) {
  return (
    <>
      <section className="pp-card" data-testid="application-status">
        <h2>{t('application.status.label')}</h2>
        <p
          className={`pp-alert ${STATUS_CLASS[view.status] ?? ''}`}
          data-testid="status-value"
          data-status={view.status}
        >
          <strong>{t(`application.status.${view.status}`)}</strong> —{' '}
          {t(`application.status.explain.${view.status}`)}
        </p>
        {view.rejectionReason && (
          <p data-testid="rejection-reason">
            <strong>{t('application.reason')}</strong> {view.rejectionReason}
          </p>
        )}
      </section>
      {view.fixFields.length > 0 && (
        <ApplicationCorrection
          view={view}
          campaign={campaign}
          credentials={credentials}
          t={t}
          onDone={onChanged}
        />
      )}
      <section className="pp-card">
        <h2>{t('application.sent')}</h2>
        <dl className="pp-values">
          <dt>{t('application.submittedAt')}</dt>
          <dd>{formatDateJalali(view.submittedAt, { digits: t.language, style: 'long' })}</dd>
          {FORM_FIELDS.map((field) => (
            <div key={field.name} style={{ display: 'contents' }}>
              <dt>{t(`application.fields.${field.name}`)}</dt>
              <dd data-testid={`sent-${field.name}`}>
                {shownValue(field.name, view.values[field.name] ?? null, t)}
              </dd>
            </div>
          ))}
          <dt>{t('application.documentsSent')}</dt>
          <dd>
            {view.documents.length
              ? view.documents.map((d) => t(`application.fields.${d}`)).join('، ')
              : t('application.noDocuments')}
          </dd>
        </dl>
      </section>
    </>
  );
}

/** «پیگیری درخواست»: tracking code and national code open the application's status page. */
export function StatusLookup({
  campaign,
  t,
  initial,
}: {
  campaign: PublicCampaign;
  t: PublicText;
  initial?: Credentials;
}) {
  const [credentials, setCredentials] = useState<Credentials>(
    initial ?? { trackingCode: '', nationalCode: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [view, setView] = useState<ApplicationView | null>(null);
  const [busy, setBusy] = useState(false);

  const lookup = async (event?: FormEvent) => {
    event?.preventDefault();
    const own: Record<string, string> = {};
    if (!normalizeTrackingCode(credentials.trackingCode)) own.trackingCode = t('application.errors.required');
    if (!isValidNationalCode(credentials.nationalCode))
      own.nationalCode = t('application.errors.nationalCode');
    setErrors(own);
    if (Object.keys(own).length) return;
    setBusy(true);
    const result = await applicationApi.status(campaign.id, credentials);
    setBusy(false);
    setMessage(result.ok ? null : result.message);
    setView(result.ok ? result.data : null);
  };

  // Coming from the form just sent: its codes are known, so the status opens at once.
  const opened = useRef(false);
  useEffect(() => {
    if (initial && !opened.current) {
      opened.current = true;
      void lookup();
    }
  });

  if (view)
    return (
      <>
        <StatusView view={view} campaign={campaign} credentials={credentials} t={t} onChanged={setView} />
        <div className="pp-actions">
          <button type="button" className="pp-button" onClick={() => setView(null)}>
            {t('application.track.again')}
          </button>
        </div>
      </>
    );

  const field = (name: keyof Credentials, label: string) => {
    const id = `track-${name}`;
    return (
      <PublicField id={id} label={label} required error={errors[name]}>
        <input
          id={id}
          data-testid={id}
          className="pp-ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={credentials[name]}
          onChange={(e) => setCredentials((c) => ({ ...c, [name]: e.target.value }))}
          {...describedBy(id, errors[name])}
        />
      </PublicField>
    );
  };
  return (
    <form className="pp-card" onSubmit={(e) => void lookup(e)} noValidate data-testid="track-form">
      <p className="pp-hint">{t('application.track.intro')}</p>
      {message && (
        <p className="pp-alert pp-alert-error" role="alert" data-testid="track-error">
          {message}
        </p>
      )}
      <div className="pp-grid">
        {field('trackingCode', t('application.track.trackingCode'))}
        {field('nationalCode', t('application.fields.nationalCode'))}
      </div>
      <div className="pp-actions">
        <button
          className="pp-button pp-button-primary"
          type="submit"
          disabled={busy}
          data-testid="track-submit"
        >
          {t('application.track.submit')}
        </button>
      </div>
    </form>
  );
}
