/**
 * argon2id hashing and the password policy: 8–128 characters; not a commonly used password (compared
 * lower-case with Persian and Arabic-Indic digits read as ASCII, so «۱۲۳۴۵۶۷۸» is «12345678»); not one
 * character or a short unit repeated; not a straight run of the alphabet, the digits or a keyboard
 * row, up or down; and not containing the username.
 */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, toAsciiDigits, toPersianDigits } from '@school/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane — safe and quick enough for a login burst.
// `algorithm: 2` is Algorithm.Argon2id; the package declares it as an ambient const enum, which
// isolated-module builds cannot read.
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Passwords Iranian users pick that the English list misses. */
const LOCAL_COMMON = [
  '12345678910',
  '09123456789',
  'iran1234',
  'iran12345',
  'tehran123',
  'madreseh',
  'madrese123',
  'ali12345',
  'mohammad',
  'mohammad123',
  'zahra123',
  'fatemeh123',
  'hossein123',
  'reza1234',
  'persian123',
  'esteghlal',
  'perspolis',
  'persepolis',
];

let commonSet: Set<string> | undefined;
function commonPasswords(): Set<string> {
  commonSet ??= new Set([...dictionary['passwords-common'], ...LOCAL_COMMON].map((p) => p.toLowerCase()));
  return commonSet;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the username is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}

export const PASSWORD_MESSAGES = {
  common: 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.',
  oneCharacter: 'رمز عبور نباید تنها از تکرار یک نویسه ساخته شده باشد.',
  repeatedUnit: 'رمز عبور نباید تکرار چند نویسهٔ کوتاه باشد (مانند abcabcab)؛ رمز دیگری انتخاب کنید.',
  sequence:
    'رمز عبور نباید دنباله‌ای پشت سر هم از حروف، ارقام یا یک ردیف صفحه‌کلید باشد (مانند abcdefgh، 87654321 یا qwertyui).',
  username: 'رمز عبور نباید نام کاربری را در خود داشته باشد.',
} as const;

/** The longest unit whose repetition is refused: «abcabcab» (3), «passpass» (4). */
const REPEATED_UNIT_MAX = 4;

/** Runs a password must not be a piece of (nor of their reverse): alphabets, digits, keyboard rows. */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789', // digits, wrapping round: «78901234»
  '1234567890-=',
  '!@#$%^&*()_+',
  'qwertyuiop[]',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی',
  'ضصثقفغعهخحجچ',
  'شسیبلاتنمکگ',
  'ظطزرذدپو',
];
const RUNS_BOTH_WAYS = RUNS.flatMap((run) => [run, [...run].reverse().join('')]);

/** What the checks compare: lower-case, ASCII digits, Arabic ي/ك as Persian. */
function normalizeForPolicy(text: string): string {
  return toAsciiDigits(text).replace(/ي|ى/g, 'ی').replace(/ك/g, 'ک').toLowerCase();
}

/** The length of the shortest unit (up to REPEATED_UNIT_MAX) the password repeats, or 0. */
function repeatedUnit(chars: string[]): number {
  for (let unit = 1; unit <= REPEATED_UNIT_MAX && unit * 2 <= chars.length; unit++) {
    if (chars.every((c, i) => i < unit || c === chars[i - unit])) return unit;
  }
  return 0;
}

/**
 * The Persian reason a password is refused, or null when it is acceptable. Pass the username
 * whenever it is known: a password that contains it (3 characters or more) is refused.
 */
export function passwordProblem(password: string, username?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `رمز عبور باید دست‌کم ${toPersianDigits(PASSWORD_MIN_LENGTH)} نویسه باشد.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `رمز عبور نباید بیش از ${toPersianDigits(PASSWORD_MAX_LENGTH)} نویسه باشد.`;
  const normalized = normalizeForPolicy(password);
  if (commonPasswords().has(normalized)) return PASSWORD_MESSAGES.common;
  const unit = repeatedUnit([...normalized]);
  if (unit === 1) return PASSWORD_MESSAGES.oneCharacter;
  if (unit > 1) return PASSWORD_MESSAGES.repeatedUnit;
  if (RUNS_BOTH_WAYS.some((run) => run.includes(normalized))) return PASSWORD_MESSAGES.sequence;
  const name = normalizeForPolicy(username?.trim() ?? '');
  if ([...name].length >= 3 && normalized.includes(name)) return PASSWORD_MESSAGES.username;
  return null;
}
