/** Checks of the change-password form before it is sent; the server checks the rest. */

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, 'required' | 'mismatch'>>;

export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.currentPassword) errors.currentPassword = 'required';
  if (!form.newPassword) errors.newPassword = 'required';
  if (!form.repeatPassword) errors.repeatPassword = 'required';
  else if (form.repeatPassword !== form.newPassword) errors.repeatPassword = 'mismatch';
  return errors;
}

/** The message after a change: it says so when the user's sessions on other devices were ended. */
export function passwordChangedKey(
  endedSessions: number,
): 'passwordChanged' | 'passwordChangedSessionsEnded' {
  return endedSessions > 0 ? 'passwordChangedSessionsEnded' : 'passwordChanged';
}
