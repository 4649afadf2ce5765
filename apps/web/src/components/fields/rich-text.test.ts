import { describe, expect, it } from 'vitest';
import { isAllowedLink, isMarkup, plainTextToHtml, richTextToPlain } from './rich-text';

describe('rich text on the web', () => {
  it('turns text typed before the editor into paragraphs, escaped', () => {
    expect(plainTextToHtml('سطر یک\nسطر دو\n\nبند <دوم> & پایان')).toBe(
      '<p>سطر یک<br>سطر دو</p><p>بند &lt;دوم&gt; &amp; پایان</p>',
    );
    expect(isMarkup('نمره < ۱۰ و > ۵')).toBe(false);
    expect(isMarkup('<p>متن</p>')).toBe(true);
  });

  it('reads the text of markup without running it', () => {
    let ran = false;
    (globalThis as { ranByImage?: () => void }).ranByImage = () => {
      ran = true;
    };
    expect(
      richTextToPlain(
        '<h2>عنوان</h2><p>بند <strong>یک</strong></p><ul><li>الف</li><li>ب</li></ul><img src="x" onerror="ranByImage()">',
      ),
    ).toBe('عنوان بند یک الف ب');
    expect(richTextToPlain('متن  ساده\nبی نشانه')).toBe('متن ساده بی نشانه');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(ran).toBe(false);
        resolve();
      }, 20),
    );
  });

  it('offers links only to web pages, e-mail and phones', () => {
    for (const ok of ['https://example.com/a?b=1', 'http://x.ir', 'mailto:a@b.ir', 'tel:+98 21 6640'])
      expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'example.com', '//evil.com', 'https://a b'])
      expect(isAllowedLink(bad), bad).toBe(false);
  });
});
