import { describe, expect, it } from 'vitest';
import { generatePassword, validateAccountForm } from './teacher-account';

describe('teacher account form', () => {
  it('generates a 14-character password of three groups without look-alike characters', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z]{4}-[2-9]{4}-[A-Za-z]{4}$/);
    expect(password).not.toMatch(/[01OlI]/);
    expect(generatePassword((n) => new Uint32Array(n))).toBe('aaaa-2222-aaaa');
  });

  it('checks the username and the password before sending', () => {
    expect(validateAccountForm({ username: '', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(validateAccountForm({ username: 'علی', password: 'short' })).toEqual({
      username: 'username',
      password: 'short',
    });
    expect(validateAccountForm({ username: '۰۰۱۲۳۴۵۶۷۸', password: 'Kmzt-4827-Pqra' })).toEqual({});
  });
});
