/** Iranian identifiers (DOMAIN.md "Codes"): national code, mobile, postal and school codes. */
import { normalizeCode } from './persian-text';

/** Official check-digit rule of the 10-digit کد ملی. Accepts Persian digits. */
export function isValidNationalCode(input: string): boolean {
  const code = normalizeCode(input);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const rest = sum % 11;
  const check = digits[9]!;
  return rest < 2 ? check === rest : check === 11 - rest;
}

/** Normalises +98 / 0098 / 98 / 9xx and Persian digits to 09xxxxxxxxx; null when not a mobile. */
export function normalizeMobile(input: string): string | null {
  let n = normalizeCode(input).replace(/[-()]/g, '');
  if (n.startsWith('+98')) n = '0' + n.slice(3);
  else if (n.startsWith('0098')) n = '0' + n.slice(4);
  else if (n.startsWith('98') && n.length === 12) n = '0' + n.slice(2);
  else if (n.startsWith('9') && n.length === 10) n = '0' + n;
  return /^09\d{9}$/.test(n) ? n : null;
}

export function isValidPostalCode(input: string): boolean {
  return /^\d{10}$/.test(normalizeCode(input));
}

export function isValidSchoolCode(input: string): boolean {
  return /^\d{8}$/.test(normalizeCode(input));
}

/** Completes nine digits with the national code's check digit (test data, demo data, generators). */
export function withNationalCheckDigit(nineDigits: string): string {
  const body = nineDigits.padStart(9, '0').slice(-9);
  const rest = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0) % 11;
  return body + String(rest < 2 ? rest : 11 - rest);
}
