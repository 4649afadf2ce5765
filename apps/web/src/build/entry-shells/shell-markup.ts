/**
 * The first screens of the landing and login pages as static markup (entry-shells.ts writes them
 * into copies of index.html the server sends for those two paths). They copy what the pages'
 * React components draw on a first visit — light or dark as the device prefers, Persian, the
 * product colour — with the static sheet entry-shell.css, so the largest paint (the hero text, the
 * welcome heading) comes from the HTML instead of after the start-up script. React's first commit
 * replaces them (createRoot empties #root) with the same layout and the rest of the page.
 *
 * Nothing here is interactive: links are plain links (a click before the takeover is an ordinary
 * navigation), and the login form is drawn, not real — its fields appear with React, so nothing
 * typed into a field that is about to be replaced can be lost. Every text comes from the catalogue
 * (fa.json) and is escaped.
 */
import { escapeHtml } from '@school/shared';

/** Catalogue look-up by dotted key; a missing key fails the build rather than shipping a blank. */
export type Texts = (key: string) => string;

export function catalogueTexts(catalogue: Record<string, unknown>): Texts {
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }, catalogue);
    if (typeof value !== 'string') throw new Error(`entry shell: no text "${key}" in the catalogue`);
    return value;
  };
}

/** The product mark (components/AppLogo.tsx). */
const LOGO_MARK = `<svg class="es-mark" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="currentColor"></rect><path d="M32 14 8 26l24 12 18-9v13h4V26L32 14Zm-14 22v9c0 4 6.3 7 14 7s14-3 14-7v-9l-14 7-14-7Z" fill="#fff"></path></svg>`;

const logo = (t: Texts) =>
  `<span class="es-logo">${LOGO_MARK}<span class="es-logo-name">${escapeHtml(t('app.title'))}</span></span>`;

/** The language and theme switchers' places (their icons come with React). */
const SWITCHERS = '<span class="es-icon-button"></span><span class="es-icon-button"></span>';

/** The landing page's bar and hero (features/landing: LandingHeader, LandingPage, HeroMockup). */
export function landingShell(t: Texts): string {
  const e = (key: string) => escapeHtml(t(key));
  const stat = (key: string, value: string, tone: string) =>
    `<div class="es-stat"><div class="es-stat-value es-${tone}">${value}</div><span class="es-stat-label">${e(`landing.mock.${key}`)}</span></div>`;
  const bars = [62, 80, 71, 93, 86, 97]
    .map((h) => `<div class="es-bar" style="height:${h}%"></div>`)
    .join('');
  return `<div class="es-page es-landing">
<header class="es-bar-top"><div class="es-container es-toolbar">
<a class="es-home" href="/" aria-label="${e('app.title')}">${logo(t)}</a>
<nav class="es-nav"><a href="#features">${e('landing.nav.features')}</a><a href="#roles">${e('landing.nav.roles')}</a><a href="#news">${e('landing.nav.news')}</a></nav>
<span class="es-grow"></span>${SWITCHERS}
<a class="es-button es-contained es-header-login" href="/login"><span class="es-start-icon"></span>${e('landing.login')}</a>
</div></header>
<section class="es-hero"><div class="es-container es-hero-grid">
<div class="es-hero-text">
<span class="es-chip">${e('landing.hero.badge')}</span>
<h1 class="es-h1">${e('landing.hero.title')}</h1>
<p class="es-lead">${e('landing.hero.text')}</p>
<div class="es-actions"><a class="es-button es-contained es-large" href="/login">${e('landing.hero.cta')}<span class="es-end-icon"></span></a><a class="es-button es-outlined es-large" href="#features">${e('landing.hero.more')}</a></div>
</div>
<div class="es-hero-side"><div class="es-mock" aria-hidden="true">
<div class="es-mock-head"><span class="es-mock-title">${e('landing.mock.title')}</span></div>
<div class="es-stats">${stat('present', '۴۱۲', 'success')}${stat('absent', '۹', 'error')}${stat('late', '۵', 'warning')}</div>
<div class="es-mock-chart">${e('landing.mock.chart')}</div>
<div class="es-bars">${bars}</div>
</div></div>
</div></section>
</div>`;
}

/** The login page (features/auth: LoginPage, LoginIllustration, LoginForm) with its form drawn. */
export function loginShell(t: Texts): string {
  const e = (key: string) => escapeHtml(t(key));
  const point = (key: string) =>
    `<div class="es-point"><span class="es-check"></span><span>${e(`login.points.${key}`)}</span></div>`;
  return `<div class="es-page es-login">
<div class="es-illustration" aria-hidden="true"><div class="es-ill-stack">
<div class="es-ill-card"><div class="es-ill-title">${e('login.heroTitle')}</div><p class="es-ill-text">${e('login.heroText')}</p></div>
<div class="es-points">${point('attendance')}${point('scores')}${point('offline')}</div>
</div></div>
<div class="es-login-side">
<div class="es-login-top"><a class="es-home" href="/" aria-label="${e('app.title')}">${logo(t)}</a><span class="es-switchers">${SWITCHERS}</span></div>
<div class="es-login-main"><div class="es-card"><div class="es-card-content">
<h1 class="es-h5">${e('login.welcome')}</h1>
<p class="es-subtitle">${e('login.subtitle')}</p>
<div class="es-form" aria-hidden="true">
<div class="es-field"><span>${e('login.username')}</span></div>
<div class="es-field"><span>${e('login.password')}</span></div>
<div class="es-remember"><span class="es-box-wrap"><span class="es-box"></span></span><span>${e('login.rememberMe')}</span></div>
<div class="es-button es-contained es-large es-block">${e('login.submit')}</div>
</div>
</div></div></div>
</div>
</div>`;
}
