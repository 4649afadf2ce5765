import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { hasUserEngaged, InstallPrompt, whenUserEngaged } from './InstallPrompt';
import { watchEngagement, type BeforeInstallPromptEvent } from './install-offer';
import { registerPwaLabels } from './pwa-i18n';

registerPwaLabels();

function offer(): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt') as Event & Record<string, unknown>;
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event as unknown as BeforeInstallPromptEvent;
}

describe('the install dialog waits for the user', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.schoolUserEngaged = undefined;
    window.schoolInstallOffer = null;
  });

  it('knows whether the user has clicked or typed since the page loaded', () => {
    watchEngagement();
    expect(hasUserEngaged()).toBe(false);
    fireEvent.pointerUp(document.body);
    expect(hasUserEngaged()).toBe(true);
  });

  it('calls back after the first click or key, once the main thread is free', () => {
    const ready = vi.fn();
    whenUserEngaged(ready);
    vi.advanceTimersByTime(5000);
    expect(ready).not.toHaveBeenCalled();
    fireEvent.keyUp(window, { key: 'Tab' });
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ready).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(window);
    vi.advanceTimersByTime(0);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when the user has already engaged (e.g. logging in)', () => {
    window.schoolUserEngaged = true;
    const ready = vi.fn();
    whenUserEngaged(ready);
    vi.advanceTimersByTime(0);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('shows the browser offer only once the user has engaged with the page', () => {
    renderWithApp(<InstallPrompt />);
    act(() => {
      window.dispatchEvent(offer());
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('install-dialog')).toBeNull();

    act(() => {
      fireEvent.pointerUp(window);
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByTestId('install-dialog').textContent).toContain(
      'آیا می‌خواهید وب‌اپلیکیشن سامانه مدرسه را نصب کنید؟',
    );
  });
});
