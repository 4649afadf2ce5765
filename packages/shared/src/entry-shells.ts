/**
 * Where the web build writes a page's copy of index.html with its first screen in #root
 * (apps/web src/build/entry-shells), relative to dist/, and which page a copy is for: the server
 * sends the copy for that path. `/` — the landing page for a signed-out visitor — is `index.html`.
 */
export const ENTRY_SHELL_DIR = 'entry-shells';

/** The copy of `pagePath` (`/login` → `entry-shells/login.html`, `/` → `entry-shells/index.html`). */
export function entryShellFile(pagePath: string): string {
  return `${ENTRY_SHELL_DIR}/${pagePath === '/' ? 'index' : pagePath.replace(/^\//, '')}.html`;
}

/** The page of a copy, from its name inside the folder (`front-pages/landing-page.html`). */
export function entryShellPage(fileInDir: string): string {
  const name = fileInDir.replace(/\\/g, '/').replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}
