/** argon2id hashing and the password policy (length 8–128, not a commonly used password). */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, toPersianDigits } from '@school/shared';
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

/** The Persian reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `رمز عبور باید دست‌کم ${toPersianDigits(PASSWORD_MIN_LENGTH)} نویسه باشد.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `رمز عبور نباید بیش از ${toPersianDigits(PASSWORD_MAX_LENGTH)} نویسه باشد.`;
  if (commonPasswords().has(password.toLowerCase()))
    return 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.';
  return null;
}
