/**
 * The API answer the server handed over in the page's HTML (apps/server src/http/page-shell.ts,
 * beside the first screen it wrote into #root): the page starts from it instead of asking again.
 */
const PAGE_DATA_ID = 'page-data';

/** The handed-over answer about the record `id`, or null when there is none (the page asks the API). */
export function takePageData<T extends { id: number }>(id: number): T | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as T;
    return data.id === id ? data : null;
  } catch {
    return null;
  }
}

/** Whether the server wrote the page's first screen into #root. */
export const hasServerShell = (root: HTMLElement) => root.firstElementChild !== null;
