import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src';

describe('escapeHtml', () => {
  it('escapes what could end an element or a quoted attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;',
    );
  });

  it('escapes an ampersand once, an entity included, so the reader sees the text as typed', () => {
    expect(escapeHtml('A & B &amp; C')).toBe('A &amp; B &amp;amp; C');
  });

  it('leaves Persian text and digits as they are and reads no replacement pattern', () => {
    const text = 'خوش\u200cآمدید — ۱۴۰۵';
    expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml("$' $` $1 $&")).toBe('$&#39; $` $1 $&amp;');
  });

  it('reads back as the same text in a document', () => {
    const text = `"quoted" & 'single' <tag> ۱۲`;
    const decoded = escapeHtml(text)
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(decoded).toBe(text);
  });
});
