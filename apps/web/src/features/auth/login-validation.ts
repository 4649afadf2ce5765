/**
 * Client checks of the login form; the values are i18n keys of Persian (and English) messages.
 * Length rules of a new password are not applied here: a too-short password is simply wrong, and
 * the server says so.
 */
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@school/shared';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

export function validateLogin({ username, password }: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = 'login.errors.usernameRequired';
  else if (username.trim().length > USERNAME_MAX_LENGTH) errors.username = 'login.errors.usernameTooLong';
  if (!password) errors.password = 'login.errors.passwordRequired';
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'login.errors.passwordTooLong';
  return errors;
}
