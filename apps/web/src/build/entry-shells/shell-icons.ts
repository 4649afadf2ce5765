/**
 * The pages' own MUI icons as static SVG for the first screens (shell-markup.ts): rendered once at
 * build time from the same components the pages use, so an icon changed there changes here.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** `<svg>` of the icon's drawing, sized by `className` (entry-shell.css), hidden from readers. */
export function iconSvg(Icon: SvgIconComponent, className = 'es-svg'): string {
  const markup = renderToStaticMarkup(createElement(Icon));
  const drawing = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1];
  if (!drawing) throw new Error('entry shell: an icon rendered no <svg>');
  return `<svg class="${className}" viewBox="0 0 24 24" focusable="false" aria-hidden="true">${drawing}</svg>`;
}
