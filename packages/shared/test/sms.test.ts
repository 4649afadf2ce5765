import { describe, expect, it } from 'vitest';
import { fillSmsTemplate, parsePhoneList, smsCount, smsParts, unknownSmsPlaceholders } from '../src/sms';

describe('SMS parts', () => {
  it('Persian text: 70 characters in one part, then 67 a part', () => {
    expect(smsCount('').parts).toBe(0);
    expect(smsParts('')).toBe(1);
    expect(smsCount('س'.repeat(70))).toEqual({ characters: 70, parts: 1, unicode: true, perPart: 70 });
    expect(smsCount('س'.repeat(71))).toEqual({ characters: 71, parts: 2, unicode: true, perPart: 67 });
    expect(smsParts('س'.repeat(134))).toBe(2);
    expect(smsParts('س'.repeat(135))).toBe(3);
    expect(smsParts('س'.repeat(201))).toBe(3);
    expect(smsParts('س'.repeat(202))).toBe(4);
  });

  it('Latin text: 160 characters in one part, then 153 a part', () => {
    expect(smsCount('a'.repeat(160))).toEqual({ characters: 160, parts: 1, unicode: false, perPart: 160 });
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
  });

  it('mixed text: one Persian letter (or Persian digit) makes the whole message Persian', () => {
    const mixed = `${'a'.repeat(69)}ب`;
    expect(smsCount(mixed)).toMatchObject({ characters: 70, parts: 1, unicode: true });
    expect(smsParts(`${mixed}b`)).toBe(2);
    expect(smsCount(`Code ${'۱'}`).unicode).toBe(true);
    // ZWNJ is a character of its own, as the phone counts it.
    expect(smsCount('می‌رود').characters).toBe(6);
  });
});

describe('SMS placeholders', () => {
  it('fills known placeholders per recipient and leaves names without a value visible', () => {
    const template = 'ولی گرامی {student} ({classroom})، {school} {date} {oops}';
    expect(
      fillSmsTemplate(template, {
        student: 'علی رضایی',
        classroom: 'دهم ۱',
        school: 'دبیرستان نمونه',
        date: '۱۴۰۵/۰۹/۰۵',
      }),
    ).toBe('ولی گرامی علی رضایی (دهم ۱)، دبیرستان نمونه ۱۴۰۵/۰۹/۰۵ {oops}');
    expect(fillSmsTemplate('{name}', { name: '$& {student}' })).toBe('$& {student}');
  });

  it('names the unknown placeholders once each, in order', () => {
    expect(unknownSmsPlaceholders('{name} {debt} {student} {debt} {amount}')).toEqual(['debt', 'amount']);
    expect(unknownSmsPlaceholders('{name}، {student}، {classroom}، {school}، {date}')).toEqual([]);
    expect(unknownSmsPlaceholders('braces { alone } and {} are text')).toEqual([]);
  });
});

describe('typed or pasted numbers', () => {
  it('reads Persian digits and +98 / 0098 / 98 / 0 prefixes, lists the invalid and counts repeats', () => {
    const parsed = parsePhoneList(
      '۰۹۱۲۱۲۳۴۵۶۷\n+989121234568، 00989121234569; 9121234570\n0912 123 4571\n12345, 0912123456a\n09121234567',
    );
    expect(parsed.valid).toEqual(['09121234567', '09121234568', '09121234569', '09121234570', '09121234571']);
    expect(parsed.invalid).toEqual(['12345', '0912123456a']);
    expect(parsed.duplicates).toBe(1);
  });

  it('splits numbers separated by single spaces on one line', () => {
    expect(parsePhoneList('09121234567 09121234568').valid).toEqual(['09121234567', '09121234568']);
    expect(parsePhoneList('   ')).toEqual({ valid: [], invalid: [], duplicates: 0 });
  });
});
