/** Survey code generation: the cryptographic source, the alphabet, the length, no bias, no repeats. */
import { SURVEY_CODE_ALPHABET, normalizeSurveyCode } from '@school/shared';
import { describe, expect, it } from 'vitest';
import { generateSurveyCode, generateSurveyCodes, hashSurveyCode } from '../src/modules/surveys/survey-codes';

describe('generateSurveyCode', () => {
  it('draws sixteen symbols of the alphabet, each a valid code', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateSurveyCode();
      expect(code).toMatch(/^[2-9]{16}$/);
      expect(normalizeSurveyCode(code)).toBe(code);
    }
  });

  it('maps every byte to a symbol equally often (256 is a multiple of 8: no modulo bias)', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const seen = new Map<string, number>();
    for (let offset = 0; offset < 256; offset += 16) {
      const code = generateSurveyCode(() => everyByte.subarray(offset, offset + 16));
      for (const symbol of code) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
    }
    expect([...seen.keys()].sort().join('')).toBe(SURVEY_CODE_ALPHABET);
    expect(new Set(seen.values())).toEqual(new Set([32]));
  });

  it('spreads real draws over the alphabet, and repeats no code', () => {
    const codes = generateSurveyCodes(5000);
    expect(new Set(codes).size).toBe(5000);
    const counts = new Map<string, number>();
    for (const symbol of codes.join('')) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    // 80,000 symbols, 10,000 expected each; a fair source stays within ±5% (over five standard deviations).
    for (const symbol of SURVEY_CODE_ALPHABET)
      expect(Math.abs(counts.get(symbol)! - 10_000)).toBeLessThan(500);
  });

  it('keeps a SHA-256 of the code, never the code', () => {
    const hash = hashSurveyCode('2345678923456789');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('2345678923456789');
  });
});
