/**
 * Survey codes: drawn from the operating system's cryptographic source, stored only as their
 * SHA-256. The shape (alphabet, length, 48 bits) is packages/shared/src/surveys.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SURVEY_CODE_ALPHABET, SURVEY_CODE_LENGTH } from '@school/shared';

/**
 * One code. Each symbol takes a byte's low bits: 256 is a multiple of the alphabet's 8 symbols, so
 * every symbol is equally likely (no modulo bias); `random` is injectable for the unit test only.
 */
export function generateSurveyCode(random: (size: number) => Uint8Array = randomBytes): string {
  const size = SURVEY_CODE_ALPHABET.length;
  if (256 % size !== 0) throw new Error('the code alphabet must divide 256');
  return Array.from(random(SURVEY_CODE_LENGTH), (byte) => SURVEY_CODE_ALPHABET[byte % size]).join('');
}

/** `count` distinct codes. */
export function generateSurveyCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateSurveyCode());
  return [...codes];
}

/** What the database keeps of a (normalised) code. */
export function hashSurveyCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
