import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'login.errors.usernameRequired',
      password: 'login.errors.passwordRequired',
    });
  });

  it('accepts a short password: the server decides whether it is right', () => {
    expect(validateLogin({ username: 'admin', password: 'wrong' })).toEqual({});
  });

  it('rejects over-long input', () => {
    expect(validateLogin({ username: 'a'.repeat(65), password: 'b'.repeat(129) })).toEqual({
      username: 'login.errors.usernameTooLong',
      password: 'login.errors.passwordTooLong',
    });
  });
});
