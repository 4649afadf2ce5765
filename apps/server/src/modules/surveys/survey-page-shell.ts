/**
 * The first screen of /survey/{id} in its HTML (http/page-shell.ts): the survey's heading and, in
 * its window, the code card and the note on anonymity — the markup SurveyPage (apps/web
 * features/survey-form) renders, so its script replaces it without a visible change. The shell is
 * inert: a code typed before the script runs would be lost. A missing survey gets no shell.
 */
import { formatDateJalali, publicPageText } from '@school/shared';
import type { Db } from '../../db/client';
import { html, type PageShell, type PageShellProvider } from '../../http/page-shell';
import { publicSurvey, type PublicSurvey } from './public-survey';
import { surveyById } from './survey-scope';

export const SURVEY_PAGE = /^\/survey\/(\d{1,9})$/;

const t = publicPageText('fa');
const date = (iso: string) => formatDateJalali(iso, { digits: 'fa', style: 'long' });

function codeCard() {
  return html`<form class="pp-card" novalidate data-testid="survey-code-form">
    <div class="pp-field">
      <label for="survey-code">${t('survey.code.label')}</label
      ><input
        id="survey-code"
        class="sv-code"
        dir="ltr"
        inputmode="numeric"
        autocomplete="off"
        spellcheck="false"
        aria-describedby="survey-code-hint"
        data-testid="survey-code"
        value=""
      /><span class="pp-hint" id="survey-code-hint">${t('survey.code.hint')}</span>
    </div>
    <div class="pp-actions">
      <button class="pp-button pp-button-primary" type="submit" data-testid="survey-code-submit">
        ${t('survey.code.submit')}
      </button>
    </div>
  </form>`;
}

export function surveyShell(survey: PublicSurvey): PageShell {
  const body =
    survey.state !== 'open'
      ? html`<p class="pp-alert pp-alert-warning" data-testid="survey-state">
          ${survey.state === 'notYet' ? t('survey.notYet', { opens: date(survey.opensOn) }) : t('survey.closed')}
        </p>`
      : html`${survey.description && html`<p class="pp-card">${t.digits(survey.description)}</p>`}${codeCard()}
          <p class="pp-hint">${t('survey.anonymous')}</p>`;
  return {
    title: `${survey.title} — ${survey.schoolName}`,
    data: survey,
    body: html`<main class="pp-shell" data-testid="survey-page" inert>
      <header class="pp-header">
        <p>${survey.schoolName}</p>
        <h1 data-testid="survey-title">${t.digits(survey.title)}</h1>
        <p class="pp-hint">
          ${t('survey.window', { opens: date(survey.opensOn), closes: date(survey.closesOn) })}
        </p>
      </header>
      ${body}
    </main>`,
  };
}

export function surveyPageShell(db: Db): PageShellProvider {
  return async (path) => {
    const id = SURVEY_PAGE.exec(path)?.[1];
    const survey = id ? await surveyById(db, Number(id)) : null;
    return survey ? surveyShell(await publicSurvey(db, survey)) : null;
  };
}
