import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('shows Persian messages for empty fields and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithApp(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('نام کاربری را وارد کنید.')).toBeTruthy();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values and disables the button while sending', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = renderWithApp(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(container.querySelector('input[name="username"]')!, 'admin');
    await userEvent.type(container.querySelector('input[name="password"]')!, 'Madreseh@1404');
    await userEvent.click(container.querySelector('input[name="remember_me"]')!);
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'admin',
      password: 'Madreseh@1404',
      remember_me: true,
    });
    expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(true);
    finish();
  });

  it("shows the server's error message", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('نام کاربری یا رمز عبور اشتباه است.');
    });
    const { container } = renderWithApp(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(container.querySelector('input[name="username"]')!, 'admin');
    await userEvent.type(container.querySelector('input[name="password"]')!, 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('نام کاربری یا رمز عبور اشتباه است.');
    await waitFor(() =>
      expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('prefills a remembered username with remember me ticked', () => {
    const { container } = renderWithApp(<LoginForm initialUsername="clerk" onSubmit={vi.fn()} />);
    expect((container.querySelector('input[name="username"]') as HTMLInputElement).value).toBe('clerk');
    expect((container.querySelector('input[name="remember_me"]') as HTMLInputElement).checked).toBe(true);
  });
});
