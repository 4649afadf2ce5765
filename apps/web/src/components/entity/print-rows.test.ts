import { describe, expect, it } from 'vitest';
import { printTableHtml } from './print-rows';

describe('print table', () => {
  it('is a right-to-left A4 document of the rows, with the text escaped', () => {
    const html = printTableHtml({
      title: 'کلاس‌ها',
      subtitle: 'تاریخ چاپ: ۱۴۰۴/۰۷/۰۱',
      headers: ['نام کلاس', 'پایه'],
      rows: [
        ['۱۰۱', 'پایه دهم'],
        ['<b>', 'a & b'],
      ],
      direction: 'rtl',
      language: 'fa',
    });
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('size: A4');
    expect(html).toContain('<th>نام کلاس</th><th>پایه</th>');
    expect(html).toContain('<td>۱۰۱</td><td>پایه دهم</td>');
    expect(html).toContain('<td>&lt;b&gt;</td><td>a &amp; b</td>');
    expect(html).not.toContain('<b>');
  });
});
