/** The create-account dialog's rules: a generated initial password and the checks before sending. */
import { PASSWORD_MIN_LENGTH } from '@school/shared';

// No look-alikes (0/O, 1/l/I), so a password read aloud or copied from paper is typed right.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

function randomValues(n: number): Uint32Array {
  return globalThis.crypto.getRandomValues(new Uint32Array(n));
}

/** e.g. "Kmzt-4827-Pqra": 12 random letters and digits in three groups, easy to dictate. */
export function generatePassword(random: (n: number) => Uint32Array = randomValues): string {
  const values = random(12);
  const pick = (set: string, i: number) => set[values[i]! % set.length]!;
  const group = (from: number, set: string) =>
    Array.from({ length: 4 }, (_, k) => pick(set, from + k)).join('');
  return `${group(0, LETTERS)}-${group(4, DIGITS)}-${group(8, LETTERS)}`;
}

export interface AccountForm {
  username: string;
  password: string;
}

export type AccountErrors = Partial<Record<keyof AccountForm, 'required' | 'username' | 'short'>>;

export function validateAccountForm(form: AccountForm): AccountErrors {
  const errors: AccountErrors = {};
  const username = form.username.trim();
  if (!username) errors.username = 'required';
  else if (!/^[A-Za-z0-9._\-۰-۹]{3,64}$/.test(username)) errors.username = 'username';
  if (!form.password) errors.password = 'required';
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'short';
  return errors;
}
