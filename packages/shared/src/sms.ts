/**
 * SMS text rules shared by the compose page (live counts) and the server (what is queued and billed):
 * parts per message, placeholders and their filling, and reading typed or pasted numbers.
 */
import { normalizeMobile } from './codes';

/** A part of a Persian (UCS-2) message: 70 characters alone, 67 once the message is split. */
export const SMS_UNICODE_PART = { single: 70, multi: 67 } as const;
/** A part of a Latin-only (GSM 7-bit) message: 160 characters alone, 153 once split. */
export const SMS_LATIN_PART = { single: 160, multi: 153 } as const;
/** The longest message a compose accepts (about ten Persian parts). */
export const SMS_MAX_LENGTH = 670;

/** Whether the text needs UCS-2: any character beyond ASCII (one Persian letter makes it so). */
export function isUnicodeSms(body: string): boolean {
  for (const ch of body) if (ch.codePointAt(0)! > 0x7f) return true;
  return false;
}

export interface SmsCount {
  /** Characters as a phone counts them (a code point each). */
  characters: number;
  parts: number;
  unicode: boolean;
  /** Characters a part holds for this text (70/67 or 160/153). */
  perPart: number;
}

export function smsCount(body: string): SmsCount {
  const unicode = isUnicodeSms(body);
  const { single, multi } = unicode ? SMS_UNICODE_PART : SMS_LATIN_PART;
  const characters = [...body].length;
  const parts = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / multi);
  return { characters, parts, unicode, perPart: parts > 1 ? multi : single };
}

/** Parts a message costs; an empty text still costs one when it is sent. */
export function smsParts(body: string): number {
  return Math.max(smsCount(body).parts, 1);
}

/**
 * Placeholders a composed SMS may use, filled per recipient: the recipient's name, the student the
 * message is about (for parents), the student's classroom, the school and today's Jalali date.
 */
export const SMS_PLACEHOLDERS = ['name', 'student', 'classroom', 'school', 'date'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** Names in braces that are not placeholders, in order of first appearance. */
export function unknownSmsPlaceholders(template: string): string[] {
  const known = new Set<string>(SMS_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) if (!known.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** Replaces {name} placeholders; names without a value stay as typed so a mistake is visible. */
export function fillSmsTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
}

export interface ParsedNumbers {
  /** Valid mobiles as 09xxxxxxxxx, each once, in the order typed. */
  valid: string[];
  /** What could not be read as an Iranian mobile number, as typed. */
  invalid: string[];
  /** How many valid entries repeated an earlier one. */
  duplicates: number;
}

/**
 * Numbers typed or pasted: one a line, or separated by commas (Latin or Persian), semicolons, tabs
 * or spaces; spaces inside one number ("0912 123 4567") are kept together when the line reads as one
 * number. Persian digits and +98 / 0098 / 98 / 0 prefixes are read as 09xxxxxxxxx.
 */
export function parsePhoneList(text: string): ParsedNumbers {
  const tokens = text
    .split(/[\n\r,،;؛\t]+/u)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk) => (normalizeMobile(chunk) ? [chunk] : chunk.split(/\s+/u)));
  const seen = new Set<string>();
  const result: ParsedNumbers = { valid: [], invalid: [], duplicates: 0 };
  for (const token of tokens) {
    const mobile = normalizeMobile(token);
    if (!mobile) result.invalid.push(token);
    else if (seen.has(mobile)) result.duplicates += 1;
    else {
      seen.add(mobile);
      result.valid.push(mobile);
    }
  }
  return result;
}
