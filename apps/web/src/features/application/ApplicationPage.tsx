import { useEffect, useState } from 'react';
import { formatDateJalali } from '@school/shared';
import { takePageData } from '../../public-app/page-data';
import type { PublicPageProps } from '../../public-app/public-routes';
import { publicText } from '../../lib/public-text';
import { applicationApi, type Credentials, type PublicCampaign } from './application-api';
import { ApplicationForm } from './ApplicationForm';
import { StatusLookup } from './StatusLookup';

const t = publicText();

/**
 * /application/{id} — a school's public pre-registration form (product spec section 2: public,
 * unauthenticated-only, blank layout): the form while the campaign is open, and the tracking of an
 * application (status, the school's reason, corrections) at any time. Everything the applicant or
 * the school typed is shown as text.
 */
export default function ApplicationPage({ id }: PublicPageProps) {
  // The server hands the answer over in the HTML with the page's first screen (public-app/page-data.ts).
  const [campaign, setCampaign] = useState(() => takePageData<PublicCampaign>(id));
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<'apply' | 'track'>(() =>
    campaign && campaign.state !== 'open' ? 'track' : 'apply',
  );
  const [tracking, setTracking] = useState<Credentials | undefined>();
  const handedOver = campaign !== null;

  useEffect(() => {
    if (handedOver) return;
    void applicationApi.campaign(id).then((result) => {
      if (result.ok) {
        setCampaign(result.data);
        if (result.data.state !== 'open') setTab('track');
        document.title = `${t('application.title')} — ${t.digits(result.data.schoolName)}`;
      } else setFailure(result.message);
    });
  }, [id, handedOver]);

  if (failure)
    return (
      <main className="pp-shell">
        <p className="pp-alert pp-alert-error" role="alert" data-testid="campaign-error">
          {failure}
        </p>
      </main>
    );
  if (!campaign) return <p className="pp-loading">{t('loading')}</p>;
  const date = (iso: string) => formatDateJalali(iso, { digits: t.language, style: 'long' });

  return (
    <main className="pp-shell" data-testid="application-page">
      <header className="pp-header">
        <p>{t('application.title')}</p>
        <h1 data-testid="campaign-title">{t.digits(campaign.title)}</h1>
        <p>{t.digits(campaign.schoolName)}</p>
        <p className="pp-hint">
          {t('application.window', { opens: date(campaign.opensOn), closes: date(campaign.closesOn) })}
        </p>
      </header>
      {campaign.description && <p className="pp-card">{campaign.description}</p>}
      <div className="pp-tabs" role="tablist">
        {(['apply', 'track'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="pp-button"
            aria-selected={tab === key}
            aria-pressed={tab === key}
            onClick={() => setTab(key)}
            data-testid={`tab-${key}`}
          >
            {t(`application.tabs.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'apply' &&
        (campaign.state === 'open' ? (
          <ApplicationForm
            campaign={campaign}
            t={t}
            onTrack={(trackingCode, nationalCode) => {
              setTracking({ trackingCode, nationalCode });
              setTab('track');
            }}
          />
        ) : (
          <p className="pp-alert pp-alert-warning" data-testid="campaign-state">
            {t(`application.state.${campaign.state}`, { opens: date(campaign.opensOn) })}
          </p>
        ))}
      {tab === 'track' && (
        <>
          {campaign.state !== 'open' && (
            <p className="pp-alert pp-alert-warning" data-testid="campaign-state">
              {t(`application.state.${campaign.state}`, { opens: date(campaign.opensOn) })}
            </p>
          )}
          <StatusLookup key={tracking?.trackingCode ?? ''} campaign={campaign} t={t} initial={tracking} />
        </>
      )}
    </main>
  );
}
