import { describe, expect, it } from 'vitest';
import { backoffSeconds } from '../src/modules/sms/sms-sender';
import { fillTemplate, smsParts } from '../src/modules/sms/sms-text';

describe('SMS text', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{student} در {date} غایب بود {oops}', { student: 'علی', date: '۱۴۰۵/۰۹/۰۱' })).toBe(
      'علی در ۱۴۰۵/۰۹/۰۱ غایب بود {oops}',
    );
  });

  it('counts 70 Persian or 160 Latin characters in one part, then 67 and 153 a part', () => {
    expect(smsParts('ب'.repeat(70))).toBe(1);
    expect(smsParts('ب'.repeat(71))).toBe(2);
    expect(smsParts('ب'.repeat(135))).toBe(3);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
  });

  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
