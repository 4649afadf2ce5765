/** Page title rule of spec section 2: meta title, else meta action, else the default title. */
import type { RouteMeta } from './route-meta';

export type Translate = (key: string) => string;

export const DEFAULT_TITLE_KEY = 'app.title';

export interface TitleLabels {
  /** Translates an i18n key (meta titles and the default title). */
  t: Translate;
  /** Human label of a CASL action (a permission key such as 'students.list'). */
  actionLabel: (action: string) => string;
}

export function pageTitle(
  meta: Pick<RouteMeta, 'title' | 'action'> | undefined,
  labels: TitleLabels,
): string {
  if (meta?.title) return labels.t(meta.title);
  if (meta?.action) return labels.actionLabel(meta.action);
  return labels.t(DEFAULT_TITLE_KEY);
}
