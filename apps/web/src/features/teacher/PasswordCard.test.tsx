import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { renderWithApp } from '../../test/render';
import { PasswordCard } from './PasswordCard';
import { teacherProfileApi } from './teacher-api';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(async () => {}) }));
const { notify } = await import('../../lib/notify');

function renderCard() {
  // The profile page registers its texts when it loads.
  registerPeopleLabels();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <PasswordCard />
    </QueryClientProvider>,
  );
}

async function submit() {
  await userEvent.type(screen.getByTestId('profile-currentPassword'), 'Old-Kelas-1404');
  await userEvent.type(screen.getByTestId('profile-newPassword'), 'Tazeh@14050');
  await userEvent.type(screen.getByTestId('profile-repeatPassword'), 'Tazeh@14050');
  await userEvent.click(screen.getByTestId('profile-password-save'));
}

describe('PasswordCard', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('says in Persian that the sessions on other devices were closed', async () => {
    const change = vi
      .spyOn(teacherProfileApi, 'changePassword')
      .mockResolvedValue({ data: { endedSessions: 2 }, message: '' });
    renderCard();
    await submit();
    expect(change).toHaveBeenCalledWith({ currentPassword: 'Old-Kelas-1404', newPassword: 'Tazeh@14050' });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'رمز عبور تغییر کرد؛ نشست‌های دیگر شما در دستگاه‌های دیگر بسته شد.',
      ),
    );
    expect((screen.getByTestId('profile-newPassword') as HTMLInputElement).value).toBe('');
  });

  it('shows the throttle’s message when the server asks to wait', async () => {
    const wait = 'به دلیل تلاش‌های ناموفق پی‌درپی، ورود تا ۸ ثانیه دیگر ممکن نیست.';
    vi.spyOn(teacherProfileApi, 'changePassword').mockRejectedValue(
      new ApiError(wait, 429, 'TOO_MANY_REQUESTS'),
    );
    renderCard();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', wait));
  });
});
