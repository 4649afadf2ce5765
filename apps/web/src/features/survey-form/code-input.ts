/** The code field as a student types: digits only (Persian ones read as ASCII), in groups of four. */
import { SURVEY_CODE_GROUP, SURVEY_CODE_LENGTH, toAsciiDigits } from '@school/shared';

/** What the field shows for what was typed: at most 16 digits, a space after every four. */
export function typedCode(input: string): string {
  const digits = toAsciiDigits(input).replace(/\D/g, '').slice(0, SURVEY_CODE_LENGTH);
  return digits.replace(new RegExp(`(\\d{${SURVEY_CODE_GROUP}})(?=\\d)`, 'g'), '$1 ');
}
