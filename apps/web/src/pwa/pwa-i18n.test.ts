import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import pwaEn from '../locales/pwa.en.json';
import pwaFa from '../locales/pwa.fa.json';
import { registerPwaLabels } from './pwa-i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('pwa texts', () => {
  it('have the same keys in Persian and English', () => {
    expect(keys(pwaEn).sort()).toEqual(keys(pwaFa).sort());
  });

  it('are merged into the catalogue under pwa', () => {
    registerPwaLabels();
    expect(i18n.t('pwa.update.title')).toBe('به‌روزرسانی جدید');
    expect(i18n.t('pwa.update.later')).toBe('بعداً');
    expect(i18n.t('pwa.install.text')).toContain('نصب');
  });
});
