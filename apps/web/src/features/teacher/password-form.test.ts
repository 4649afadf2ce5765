import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_FORM, passwordChangedKey, validatePasswordForm } from './password-form';

describe('change-password form', () => {
  it('requires every field', () => {
    expect(validatePasswordForm(EMPTY_PASSWORD_FORM)).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      repeatPassword: 'required',
    });
  });

  it('requires the repeat to match the new password', () => {
    const form = {
      currentPassword: 'old-Pass1',
      newPassword: 'New-Pass-1404',
      repeatPassword: 'New-Pass-1405',
    };
    expect(validatePasswordForm(form)).toEqual({ repeatPassword: 'mismatch' });
    expect(validatePasswordForm({ ...form, repeatPassword: form.newPassword })).toEqual({});
  });

  it('says when the change signed the user out on their other devices', () => {
    expect(passwordChangedKey(0)).toBe('passwordChanged');
    expect(passwordChangedKey(2)).toBe('passwordChangedSessionsEnded');
  });
});
