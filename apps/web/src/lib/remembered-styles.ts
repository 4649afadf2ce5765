/**
 * Emotion's rules, remembered from one visit to the next. Every load used to compute MUI's styles
 * anew, run each rule through stylis and the right-to-left flip and insert it on its own: a few
 * hundred rules, most of the commit that shows a page's first rows. The rules a visit inserts are
 * kept in local storage, per build and emotion cache; the next visit puts them in one <style>
 * before the cache is made, and emotion's own hydration (the names in the element's `data-emotion`)
 * marks them inserted, so only styles that visit is the first to use are computed and inserted.
 *
 * A rule's name is the hash of the style it came from, so a remembered rule only ever stands for
 * the same style; a new build (its own stylis plugins and theme code) starts afresh.
 */
import type { EmotionCache } from '@emotion/cache';
import { rememberedStylesKey } from './storage-keys';

/** Past this much CSS text the store starts again from the current visit's rules. */
export const MAX_REMEMBERED_CHARS = 400_000;
/** How long insertions must pause before the rules are written (a page's render inserts in bursts). */
const QUIET_MS = 2_000;

/** One style: its name (emotion's hash) and the rules stylis made of it, joined. */
type Entry = [name: string, css: string];

interface Stored {
  build: string;
  entries: Entry[];
}

function read(cacheKey: string, build: string): Entry[] {
  try {
    const stored = JSON.parse(localStorage.getItem(rememberedStylesKey(cacheKey)) ?? 'null') as Stored | null;
    if (stored?.build !== build || !Array.isArray(stored.entries)) return [];
    return stored.entries.filter(
      (entry): entry is Entry =>
        Array.isArray(entry) && /^[\w-]+$/.test(String(entry[0])) && typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Puts the rules remembered for this cache and build in the document as the server-rendered styles
 * emotion's createCache looks for (`<style data-emotion="<key> <name> …">`). Call it just before
 * createCache. Returns the entries put back, to be kept with the new ones.
 */
export function restoreStyles(cacheKey: string, build: string): Entry[] {
  const entries = read(cacheKey, build);
  if (!entries.length) return entries;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `${cacheKey} ${entries.map(([name]) => name).join(' ')}`);
  style.textContent = entries.map(([, css]) => css).join('');
  document.head.appendChild(style);
  return entries;
}

/**
 * Records each style the cache inserts into its own sheet (not a Global component's) and writes
 * the remembered ones with them once insertions pause, and when the page is hidden. Returns what
 * stops listening (the app never does; tests share one document).
 */
export function rememberStyles(cache: EmotionCache, build: string, restored: Entry[]): () => void {
  const fresh: Entry[] = [];
  let written = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastInsert = 0;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (fresh.length === written) return;
    written = fresh.length;
    let entries = [...restored, ...fresh];
    const size = (list: Entry[]) => list.reduce((sum, [name, css]) => sum + name.length + css.length, 0);
    if (size(entries) > MAX_REMEMBERED_CHARS) entries = fresh;
    if (size(entries) > MAX_REMEMBERED_CHARS) return;
    try {
      localStorage.setItem(
        rememberedStylesKey(cache.key),
        JSON.stringify({ build, entries } satisfies Stored),
      );
    } catch {
      // Storage full or refused: the next visit computes its styles, as without this.
    }
  };

  /** Writes once insertions have paused for QUIET_MS, else waits out the rest of the pause. */
  const whenQuiet = () => {
    const waited = Date.now() - lastInsert;
    if (waited >= QUIET_MS) write();
    else timer = setTimeout(whenQuiet, QUIET_MS - waited);
  };

  const sheet = cache.sheet;
  const insertRule = sheet.insert.bind(sheet);
  let rules: string[] | null = null;
  sheet.insert = (rule: string) => {
    rules?.push(rule);
    insertRule(rule);
  };
  const insert = cache.insert;
  cache.insert = (selector, serialized, target, shouldCache) => {
    if (target !== sheet || !shouldCache) return insert(selector, serialized, target, shouldCache);
    rules = [];
    const result = insert(selector, serialized, target, shouldCache);
    fresh.push([serialized.name, rules.join('')]);
    rules = null;
    // One timer at a time: setting and clearing one per insert cost more than the rules themselves.
    lastInsert = Date.now();
    timer ??= setTimeout(whenQuiet, QUIET_MS);
    return result;
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    clearTimeout(timer);
    removeEventListener('pagehide', write);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
