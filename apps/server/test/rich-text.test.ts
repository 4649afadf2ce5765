/**
 * The rich-text sanitiser every rich field goes through on write (news, announcements): a corpus of
 * XSS payloads comes out with nothing that runs, while ordinary formatting and links survive.
 */
import { describe, expect, it } from 'vitest';
import { richTextPlain, sanitizeRichText } from '../src/http/rich-text';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<p onclick="alert(1)" onmouseover=alert(2)>text</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>@import "//evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<div><form action="https://evil.example"><input name=a><button>go</button></form></div>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="//evil.example/x.css">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p id="x" class="y" data-x="z">attrs</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<a href="//evil.example">protocol-relative</a>',
];

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing that runs in %s', (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(
      /<\s*(script|iframe|object|embed|style|meta|base|link|svg|math|img|form|input|body|details)\b/i,
    );
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/\s(style|class|id|data-x)\s*=/i);
    expect(out).not.toMatch(/href="\/\//);
  });

  it('keeps formatting, lists and safe links, opened in a new tab without the opener', () => {
    expect(
      sanitizeRichText('<h2>عنوان</h2><p><strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul>'),
    ).toBe('<h2>عنوان</h2><p><strong>پررنگ</strong> و <em>کج</em></p><ul><li>یک</li></ul>');
    expect(sanitizeRichText('<a href="https://example.com/a?b=1" rel="opener">پیوند</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">پیوند</a>',
    );
    expect(sanitizeRichText('<p dir="ltr">Hello</p>')).toBe('<p dir="ltr">Hello</p>');
  });

  it('escapes text, so a typed "<" stays a character', () => {
    expect(sanitizeRichText('۱ < ۲ & ۳ > ۲')).toBe('۱ &lt; ۲ &amp; ۳ &gt; ۲');
  });
});

describe('richTextPlain', () => {
  it('is the text without markup, words kept apart, cut with an ellipsis', () => {
    expect(richTextPlain('<p>یک</p><p>دو &amp; سه</p><ul><li>چهار</li></ul>')).toBe('یک دو & سه چهار');
    expect(richTextPlain(`<p>${'الف'.repeat(50)}</p>`, 10)).toBe(`${'الف'.repeat(3)}…`);
    expect(richTextPlain('<script>alert(1)</script>')).toBe('');
  });
});
