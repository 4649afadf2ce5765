/**
 * The public pages' texts (/application/{id}, /survey/{id}) from their catalogue, without i18next:
 * the pages (apps/web public-app) and the server, which writes a page's first screen into its HTML
 * before the script arrives, say the same words. Numbers in Persian digits in Persian. Values are
 * inserted as text, never markup.
 */
import { PUBLIC_PAGES_EN as en } from './i18n/public-pages-en';
import { PUBLIC_PAGES_FA as fa } from './i18n/public-pages-fa';
import { toPersianDigits } from './persian-text';

type Catalogue = { [key: string]: string | Catalogue };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type PublicLanguage = 'fa' | 'en';

export interface PublicText {
  (key: string, values?: Record<string, string | number>): string;
  language: PublicLanguage;
  /** Digits of a number or code as the language writes them. */
  digits(value: string | number): string;
}

export function publicPageText(language: PublicLanguage): PublicText {
  const digits = (value: string | number) => (language === 'fa' ? toPersianDigits(value) : String(value));
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const text = lookup(language === 'fa' ? fa : en, key) ?? lookup(fa, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? digits(values[name]!) : whole,
    );
  };
  return Object.assign(t, { language, digits });
}
