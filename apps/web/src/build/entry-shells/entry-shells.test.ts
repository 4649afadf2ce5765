import { afterEach, describe, expect, it } from 'vitest';
import fa from '../../locales/fa.json';
import { LAYOUT_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';
import { ENTRY_SHELLS, noShellScript, pageChunks, shellFile, withShell } from './entry-shells';
import { catalogueTexts, jalaliYearNow, landingShell, loginShell } from './shell-markup';

const t = catalogueTexts(fa as Record<string, unknown>);

/** Runs the head script as index.html does; true when it hid the shell. */
function hidesShell(): boolean {
  new Function(noShellScript())();
  return document.documentElement.hasAttribute('data-no-shell');
}

describe("the head script that hides a first screen the visitor's page would not look like", () => {
  afterEach(() => document.documentElement.removeAttribute('data-no-shell'));

  it('leaves it for a first visit, Persian chosen, or the theme that follows the device', () => {
    expect(hidesShell()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.language, 'fa');
    localStorage.setItem(LAYOUT_KEYS.theme, 'system');
    localStorage.setItem(STORAGE_KEYS.rememberedCredentials, 'someone');
    expect(hidesShell()).toBe(false);
  });

  it.each([
    ['a stored session (the page sends the visitor on to the app)', STORAGE_KEYS.accessToken, 'x.y.z'],
    ['English', STORAGE_KEYS.language, 'en'],
    ['a chosen theme', LAYOUT_KEYS.theme, 'dark'],
    ['a chosen light theme (the device may prefer dark)', LAYOUT_KEYS.theme, 'light'],
    ['the bordered skin', LAYOUT_KEYS.skin, 'bordered'],
    ['a colour of their own', LAYOUT_KEYS.lightThemePrimaryColor, '#0D9394'],
  ])('hides it for %s', (_what, key, value) => {
    localStorage.setItem(key, value);
    expect(hidesShell()).toBe(true);
  });
});

describe('the first screens', () => {
  it('draw the pages’ texts from the catalogue: the hero, the welcome heading', () => {
    const landing = landingShell(t);
    expect(landing).toContain(`<h1 class="es-h1">${fa.landing.hero.title}</h1>`);
    expect(landing).toContain(fa.landing.hero.text);
    expect(landing).toContain('href="/login"');
    const login = loginShell(t);
    expect(login).toContain(`<h1 class="es-h5">${fa.login.welcome}</h1>`);
    expect(login).toContain(fa.login.subtitle);
  });

  it('draw the whole landing page: features, roles, the news’ place, the call and the footer', () => {
    const landing = landingShell(t);
    for (const text of [
      fa.landing.featuresTitle,
      ...Object.values(fa.landing.features).flatMap((item) => [item.title, item.text]),
      fa.landing.rolesTitle,
      ...Object.values(fa.landing.roles).flatMap((item) => [item.title, item.text]),
      fa.landing.cta.title,
      fa.landing.cta.text,
    ])
      expect(landing).toContain(text);
    for (const anchor of ['features', 'roles', 'news']) expect(landing).toContain(`id="${anchor}"`);
    expect(landing).toContain(`<span class="es-year">${jalaliYearNow()}</span>`);
    // The pages' icons, drawn: the ten cards', the switchers', the two buttons' (mirrored arrows).
    expect(landing.match(/<svg class="es-svg[^"]*" viewBox="0 0 24 24"[^>]*><(path|g) /g)).toHaveLength(14);
    expect(landing.match(/es-mirrored/g)).toHaveLength(2);
  });

  it('hold no form control: what is typed before React takes over cannot be lost', () => {
    for (const markup of [landingShell(t), loginShell(t)])
      expect(markup).not.toMatch(/<(input|form|select|textarea)\b/);
  });

  it('have buttons only for the switchers, named as the page names its own, for their clicks to carry over', () => {
    for (const markup of [landingShell(t), loginShell(t)])
      expect(markup.match(/<button[^>]*>/g)).toEqual([
        `<button type="button" class="es-icon-button" data-shell-control aria-label="${fa.navbar.language}" title="${fa.navbar.language}">`,
        `<button type="button" class="es-icon-button" data-shell-control aria-label="${fa.navbar.theme}" title="${fa.navbar.theme}">`,
      ]);
  });

  it('escape every text, and fail the build on a text the catalogue lacks', () => {
    const hostile = catalogueTexts({
      ...fa,
      app: { title: '"><script>alert(1)</script>' },
      login: { ...fa.login, welcome: '<b>خوش آمدید</b> & بیا' },
    });
    const login = loginShell(hostile);
    expect(login).not.toContain('<script>');
    expect(login).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(login).toContain('&lt;b&gt;خوش آمدید&lt;/b&gt; &amp; بیا');
    expect(() => loginShell(catalogueTexts({ app: { title: 'x' } }))).toThrow(/no text "login\.heroTitle"/);
  });

  it('go into the empty #root of index.html, with their sheet, one file per page', () => {
    const page = withShell('<head></head><body><div id="root"></div></body>', '.es-page{}', '<p>$&</p>');
    expect(page).toBe('<head></head><body><div id="root"><style>.es-page{}</style><p>$&</p></div></body>');
    expect(() => withShell('<div id="root">x</div>', '', '')).toThrow(/#root/);
    expect(Object.keys(ENTRY_SHELLS).map(shellFile).sort()).toEqual([
      'entry-shells/front-pages/landing-page.html',
      'entry-shells/index.html',
      'entry-shells/login.html',
    ]);
    // `/` shows a signed-out visitor the landing page (IndexRedirect): the same copy.
    expect(ENTRY_SHELLS['/']).toBe(ENTRY_SHELLS['/front-pages/landing-page']);
  });

  it("name the landing page's chunk and those it imports for the deferred start, and no page's other", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
      type: 'chunk',
      fileName,
      facadeModuleId,
      imports,
    });
    const bundle = {
      'assets/LandingPage-a.js': chunk('assets/LandingPage-a.js', '/src/features/landing/LandingPage.tsx', [
        'assets/core-b.js',
        'assets/public-c.js',
      ]),
      'assets/public-c.js': chunk('assets/public-c.js', null, ['assets/core-b.js']),
      'assets/core-b.js': chunk('assets/core-b.js', '/src/main.tsx'),
      'assets/LoginPage-d.js': chunk('assets/LoginPage-d.js', '/src/features/auth/LoginPage.tsx'),
      'assets/x.css': { type: 'asset' },
    };
    const page = ENTRY_SHELLS['/front-pages/landing-page']!.deferredPage!;
    expect(pageChunks(bundle, page)).toEqual([
      '/assets/LandingPage-a.js',
      '/assets/core-b.js',
      '/assets/public-c.js',
    ]);
    expect(ENTRY_SHELLS['/login']!.deferredPage).toBeUndefined();
    expect(() => pageChunks({}, page)).toThrow(/no chunk/);
  });
});
