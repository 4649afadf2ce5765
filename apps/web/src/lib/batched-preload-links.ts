/**
 * Lazy imports come with `<link rel="modulepreload">` (and stylesheet) elements that Vite's preload
 * helper adds to the head one at a time. Chromium spends one to two milliseconds on each link
 * inserted on its own (measured here: fifty links, 90–120 ms one by one, 37 ms as one insertion),
 * and a signed-in page starts with some fifty, all in the task that starts the page's downloads.
 */
let batching = false;

/**
 * Runs `load` (code that starts lazy imports) with the links added to the head meanwhile collected
 * and inserted together once it returns. Every other node is added at once, as usual.
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
    head.appendChild(batch);
  }
}
