/**
 * Prints a table of rows on A4 through a hidden frame with its own clean stylesheet, so the page's
 * menus, buttons and grid styling never reach the paper.
 */
import { escapeHtml } from '@school/shared';

export interface PrintTable {
  title: string;
  /** A line under the title (the print date). */
  subtitle?: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  direction: 'rtl' | 'ltr';
  language: string;
}

const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: Vazirmatn, Tahoma, sans-serif; color: #000; margin: 0; font-size: 11pt; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
p { margin: 0 0 4mm; color: #444; font-size: 9pt; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
th { background: #eee; font-weight: 600; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; }
`;

export function printTableHtml(table: PrintTable): string {
  const head = table.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<!doctype html><html lang="${table.language}" dir="${table.direction}"><head><meta charset="utf-8"><title>${escapeHtml(
    table.title,
  )}</title><style>${PRINT_CSS}</style></head><body><h1>${escapeHtml(table.title)}</h1>${
    table.subtitle ? `<p>${escapeHtml(table.subtitle)}</p>` : ''
  }<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}

export function printTable(table: PrintTable): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;inset-inline-start:-9999px';
  frame.srcdoc = printTableHtml(table);
  frame.onload = () => {
    const win = frame.contentWindow;
    if (!win) return;
    win.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 500), { once: true });
    win.focus();
    win.print();
  };
  document.body.appendChild(frame);
}
