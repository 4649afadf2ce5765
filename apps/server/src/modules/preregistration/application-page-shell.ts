/**
 * The first screen of /application/{id} in its HTML (http/page-shell.ts): the form's heading, its
 * description, the two tabs and, outside the window, the notice — the markup ApplicationPage
 * (apps/web features/application) renders, so its script replaces it without a visible change. The
 * form itself follows when the script runs. A missing campaign gets no shell: the page says so.
 */
import { formatDateJalali, publicPageText } from '@school/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { html, type PageShell, type PageShellProvider } from '../../http/page-shell';
import { publicCampaign } from './public-applications';

export const APPLICATION_PAGE = /^\/application\/(\d{1,9})$/;

const t = publicPageText('fa');
const date = (iso: string) => formatDateJalali(iso, { digits: 'fa', style: 'long' });

type Campaign = Awaited<ReturnType<typeof publicCampaign>>;

export function applicationShell(campaign: Campaign): PageShell {
  const open = campaign.state === 'open';
  const tab = (key: 'apply' | 'track', selected: boolean) =>
    html`<button
      type="button"
      role="tab"
      class="pp-button"
      aria-selected="${String(selected)}"
      aria-pressed="${String(selected)}"
      data-testid="tab-${key}"
    >
      ${t(`application.tabs.${key}`)}
    </button>`;
  return {
    title: `${t('application.title')} — ${t.digits(campaign.schoolName)}`,
    data: campaign,
    body: html`<main class="pp-shell" data-testid="application-page" inert>
      <header class="pp-header">
        <p>${t('application.title')}</p>
        <h1 data-testid="campaign-title">${t.digits(campaign.title)}</h1>
        <p>${t.digits(campaign.schoolName)}</p>
        <p class="pp-hint">
          ${t('application.window', { opens: date(campaign.opensOn), closes: date(campaign.closesOn) })}
        </p>
      </header>
      ${campaign.description && html`<p class="pp-card">${campaign.description}</p>`}
      <div class="pp-tabs" role="tablist">${tab('apply', open)}${tab('track', !open)}</div>
      ${
        !open &&
        html`<p class="pp-alert pp-alert-warning" data-testid="campaign-state">
          ${t(`application.state.${campaign.state}`, { opens: date(campaign.opensOn) })}
        </p>`
      }
    </main>`,
  };
}

export function applicationPageShell(db: Db): PageShellProvider {
  return async (path) => {
    const id = APPLICATION_PAGE.exec(path)?.[1];
    if (!id) return null;
    try {
      return applicationShell(await publicCampaign(db, Number(id)));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };
}
