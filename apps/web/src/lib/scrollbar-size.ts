/**
 * The width of the browser's classic scrollbar, measured once at start-up while the document is
 * still empty. The Data Grid measures it itself otherwise, by adding a probe to the page it is
 * mounting: a forced layout of the whole new page in the middle of its first render.
 */
let measured: { size: number; devicePixelRatio: number } | undefined;

export function measureScrollbarSize(doc: Document = document): void {
  const probe = doc.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:99px;height:99px;overflow:scroll';
  doc.body.appendChild(probe);
  measured = { size: probe.offsetWidth - probe.clientWidth, devicePixelRatio: window.devicePixelRatio };
  probe.remove();
}

/**
 * The measured width, or undefined (the grid measures) when there is none yet or the page was zoomed
 * since, which changes it.
 */
export function scrollbarSize(): number | undefined {
  return measured?.devicePixelRatio === window.devicePixelRatio ? measured.size : undefined;
}
