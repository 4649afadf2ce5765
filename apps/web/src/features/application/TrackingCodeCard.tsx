import { useState } from 'react';
import { formatTrackingCode } from '@school/shared';
import type { PublicText } from '../../lib/public-text';

/** What the applicant gets on sending: the tracking code, large, to copy or write down. */
export function TrackingCodeCard({ code, t, onTrack }: { code: string; t: PublicText; onTrack: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="pp-card" data-testid="application-done">
      <p className="pp-alert pp-alert-success" role="status">
        {t('application.done.title')}
      </p>
      <p>{t('application.done.code')}</p>
      <p className="pp-code" data-testid="tracking-code" data-code={code}>
        {t.digits(formatTrackingCode(code))}
      </p>
      <p className="pp-hint">{t('application.done.keep')}</p>
      {copied && <p role="status">{t('application.done.copied')}</p>}
      <div className="pp-actions">
        <button type="button" className="pp-button" onClick={() => void copy()}>
          {t('application.done.copy')}
        </button>
        <button
          type="button"
          className="pp-button pp-button-primary"
          onClick={onTrack}
          data-testid="track-this"
        >
          {t('application.done.track')}
        </button>
      </div>
    </section>
  );
}
