/**
 * Lazy imports come with `<link rel="modulepreload">` (and stylesheet) elements that Vite's preload
 * helper adds to the head one at a time. Chromium spends one to two milliseconds on each link
 * inserted on its own (measured here: fifty links, 90–120 ms one by one, 37 ms as one insertion),
 * and a signed-in page starts with some fifty, all in the task that starts the page's downloads.
 */
let batching = false;

/** Links inserted per task: each task stays well under the 50 ms a long task starts at. */
export const LINKS_PER_TASK = 12;

/**
 * The first slice now, the others each in a task of its own. The import itself does not wait for
 * them: the module loader shares its downloads with the preloads, which only tell the browser
 * early about the modules the imported one will ask for.
 */
function insertInSlices(head: HTMLHeadElement, links: ChildNode[]) {
  head.append(...links.slice(0, LINKS_PER_TASK));
  for (let start = LINKS_PER_TASK; start < links.length; start += LINKS_PER_TASK) {
    const slice = links.slice(start, start + LINKS_PER_TASK);
    setTimeout(() => head.append(...slice));
  }
}

/**
 * Runs `load` (code that starts lazy imports) with the links added to the head meanwhile collected
 * and inserted together, a slice at a time, once it returns. Every other node is added at once.
 */
export function withBatchedPreloadLinks<T>(load: () => T): T {
  if (batching) return load();
  const { head } = document;
  const batch = document.createDocumentFragment();
  const append = head.appendChild.bind(head);
  head.appendChild = <N extends Node>(node: N): N =>
    node instanceof HTMLLinkElement ? batch.appendChild(node) : append(node);
  batching = true;
  try {
    return load();
  } finally {
    batching = false;
    // Back to the method every element shares.
    Reflect.deleteProperty(head, 'appendChild');
    insertInSlices(head, [...batch.childNodes]);
  }
}
