import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { pageTitle, type TitleLabels } from './page-title';

const labels: TitleLabels = {
  t: (key) => i18n.t(key),
  actionLabel: (action) => `action:${action}`,
};

describe('pageTitle', () => {
  it('uses the translated meta title first', () => {
    expect(pageTitle({ title: 'pages.dashboard', action: 'shode' }, labels)).toBe('داشبورد');
  });

  it('falls back to the meta action', () => {
    expect(pageTitle({ action: 'students.list' }, labels)).toBe('action:students.list');
  });

  it('falls back to the default title', () => {
    expect(pageTitle({}, labels)).toBe('شبکه هوشمند مدارس');
    expect(pageTitle(undefined, labels)).toBe('شبکه هوشمند مدارس');
  });
});
