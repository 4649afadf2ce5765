/**
 * The landing page and the login page's first screen as static markup (entry-shells.ts writes them
 * into copies of index.html the server sends for those paths). They copy what the pages' React
 * components draw on a first visit — light or dark as the device prefers, Persian, the product
 * colour — with the static sheet entry-shell.css, so the largest paint (the hero text, the welcome
 * heading) comes from the HTML instead of after the start-up script. React's first commit replaces
 * them (createRoot empties #root) with the same layout.
 *
 * The landing page is whole here, down to its footer (only the news, read from the API, waits for
 * the app: its place is kept, `#news`): the app starts there on the visitor's first interaction
 * (deferred-app.ts), and a scroll must not reveal an empty page below the first screen.
 *
 * Nothing here is interactive: links are plain links (a click before the takeover is an ordinary
 * navigation), the language and theme switchers' clicks are handed to the page's switchers once it
 * has taken over, and the login form is drawn, not real — its fields appear with React, so nothing
 * typed into a field that is about to be replaced can be lost. Every text comes from the catalogue
 * (fa.json) and is escaped.
 */
import { escapeHtml } from '@school/shared';

import ArrowForward from '@mui/icons-material/ArrowForward';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Translate from '@mui/icons-material/Translate';
import { FEATURES, ROLES, type LandingItem } from '../../features/landing/landing-content.js';
import { THEME_MODE_ICONS } from '../../components/theme-mode-icons.js';
import { SHELL_CONTROL } from '../../app/shell-takeover.js';
import { iconSvg } from './shell-icons.js';

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

/** The system theme's icon: a shell is shown only while the theme follows the device. */
const SYSTEM_THEME = THEME_MODE_ICONS.find((mode) => mode.mode === 'system')!.icon;

/**
 * The language and theme switchers, named as the page's (components/LanguageSwitcher, ThemeSwitcher).
 * A button here does nothing itself: a click on it is kept (deferred-app.ts) and, once the page has
 * taken over, given to the page's same button, whose menu opens (app/shell-takeover.ts).
 */
const switchers = (t: Texts) =>
  (
    [
      ['navbar.language', Translate],
      ['navbar.theme', SYSTEM_THEME],
    ] as const
  )
    .map(([key, icon]) => {
      const name = escapeHtml(t(key));
      return `<button type="button" class="es-icon-button" ${SHELL_CONTROL} aria-label="${name}" title="${name}">${iconSvg(icon)}</button>`;
    })
    .join('');

/** Arrows point along the reading direction (DirectionalIcon): mirrored in Persian. */
const mirrored = (icon: typeof ArrowForward) => iconSvg(icon, 'es-svg es-mirrored');

/** The Jalali year in Persian digits, as the footer's jalaliYear gives it (deferred-app.ts renews it at load). */
export const jalaliYearNow = () => new Intl.DateTimeFormat('fa-IR', { year: 'numeric' }).format(new Date());

/** A feature's or role's card (LandingPage's ItemCard). */
function itemCard(t: Texts, item: LandingItem, group: 'features' | 'roles'): string {
  const e = (key: string) => escapeHtml(t(`landing.${group}.${item.key}.${key}`));
  return `<div class="es-cell es-${group}-cell"><div class="es-item">
<div class="es-item-icon es-tone-${item.color}">${iconSvg(item.icon)}</div>
<h3 class="es-h6">${e('title')}</h3>
<p class="es-item-text">${e('text')}</p>
</div></div>`;
}

/** Below the landing page's first screen: features, roles, the news' place, the call, the footer. */
function landingRest(t: Texts): string {
  const e = (key: string) => escapeHtml(t(key));
  const [before, after] = t('footer.copyright').split('{{year}}').map(escapeHtml);
  return `<section class="es-container es-section" id="features">
<h2 class="es-h4">${e('landing.featuresTitle')}</h2>
<p class="es-section-text">${e('landing.featuresText')}</p>
<div class="es-cells es-centred">${FEATURES.map((item) => itemCard(t, item, 'features')).join('')}</div>
</section>
<section class="es-section es-roles" id="roles"><div class="es-container">
<h2 class="es-h4">${e('landing.rolesTitle')}</h2>
<div class="es-cells">${ROLES.map((item) => itemCard(t, item, 'roles')).join('')}</div>
</div></section>
<div id="news"></div>
<div class="es-container es-call-wrap"><div class="es-call">
<h2 class="es-h4">${e('landing.cta.title')}</h2>
<p class="es-call-text">${e('landing.cta.text')}</p>
<a class="es-button es-large es-call-button" href="/login">${e('landing.login')}</a>
</div></div>
<footer class="es-footer"><div class="es-container es-footer-row">
<span class="es-logo es-footer-logo">${LOGO_MARK}<span class="es-logo-name">${e('app.title')}</span></span>
<p class="es-footer-text">${before ?? ''}<span class="es-year">${jalaliYearNow()}</span>${after ?? ''}</p>
</div></footer>`;
}

/** The landing page (features/landing: LandingHeader, LandingPage, HeroMockup, LandingFooter). */
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
<span class="es-grow"></span>${switchers(t)}
<a class="es-button es-contained es-header-login" href="/login"><span class="es-start-icon">${mirrored(LoginOutlined)}</span>${e('landing.login')}</a>
</div></header>
<section class="es-hero"><div class="es-container es-hero-grid">
<div class="es-hero-text">
<span class="es-chip">${e('landing.hero.badge')}</span>
<h1 class="es-h1">${e('landing.hero.title')}</h1>
<p class="es-lead">${e('landing.hero.text')}</p>
<div class="es-actions"><a class="es-button es-contained es-large" href="/login">${e('landing.hero.cta')}<span class="es-end-icon">${mirrored(ArrowForward)}</span></a><a class="es-button es-outlined es-large" href="#features">${e('landing.hero.more')}</a></div>
</div>
<div class="es-hero-side"><div class="es-mock" aria-hidden="true">
<div class="es-mock-head"><span class="es-mock-title">${e('landing.mock.title')}</span><span class="es-mock-date"></span></div>
<div class="es-stats">${stat('present', '۴۱۲', 'success')}${stat('absent', '۹', 'error')}${stat('late', '۵', 'warning')}</div>
<div class="es-mock-chart">${e('landing.mock.chart')}</div>
<div class="es-bars">${bars}</div>
</div></div>
</div></section>
${landingRest(t)}
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
<div class="es-login-top"><a class="es-home" href="/" aria-label="${e('app.title')}">${logo(t)}</a><span class="es-switchers">${switchers(t)}</span></div>
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
