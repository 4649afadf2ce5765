import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { catchInstallOffer, type BeforeInstallPromptEvent } from './install-offer';
import { InstallOffer } from './InstallOffer';

const QUESTION = 'آیا می‌خواهید وب‌اپلیکیشن سامانه مدرسه را نصب کنید؟';

function offer(): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event as unknown as BeforeInstallPromptEvent;
}

/** What the start-up does with the browser's offer (startup.ts). */
function browserOffers(event = offer()): BeforeInstallPromptEvent {
  act(() => catchInstallOffer(event));
  return event;
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  window.schoolInstallOffer = null;
});
afterEach(() => {
  window.schoolInstallOffer = null;
  window.matchMedia = originalMatchMedia;
});

describe('the install offer', () => {
  it('shows the dialog as soon as the browser offers installation, without waiting for a click', async () => {
    renderWithApp(<InstallOffer />, { path: '/login' });
    const event = browserOffers();
    expect(event.defaultPrevented).toBe(true);
    expect((await screen.findByTestId('install-dialog')).textContent).toContain(QUESTION);
  });

  it('shows an offer caught before it was mounted (the offer came while the page loaded)', async () => {
    act(() => catchInstallOffer(offer()));
    renderWithApp(<InstallOffer />, { path: '/front-pages/landing-page' });
    expect(await screen.findByTestId('install-dialog')).toBeTruthy();
  });

  it('install asks the browser, and either answer clears the offer; a new offer asks again', async () => {
    renderWithApp(<InstallOffer />);
    const first = browserOffers();
    fireEvent.click(await screen.findByTestId('install-accept'));
    expect(first.prompt).toHaveBeenCalledTimes(1);
    expect(window.schoolInstallOffer).toBeNull();
    await act(async () => {});
    expect(screen.queryByTestId('install-dialog')).toBeNull();

    const second = browserOffers();
    fireEvent.click(await screen.findByTestId('install-close'));
    expect(second.prompt).not.toHaveBeenCalled();
    expect(window.schoolInstallOffer).toBeNull();
    await act(async () => {});
    expect(screen.queryByTestId('install-dialog')).toBeNull();
  });

  it('stays away when the app already runs installed (standalone display)', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('display-mode: standalone'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })) as unknown as typeof window.matchMedia;
    renderWithApp(<InstallOffer />);
    browserOffers();
    await act(async () => {});
    expect(screen.queryByTestId('install-dialog')).toBeNull();
    expect(window.schoolInstallOffer).not.toBeNull();
  });

  it('clears the offer once the app is installed another way', async () => {
    renderWithApp(<InstallOffer />);
    browserOffers();
    await screen.findByTestId('install-dialog');
    act(() => window.dispatchEvent(new Event('appinstalled')));
    await act(async () => {});
    expect(screen.queryByTestId('install-dialog')).toBeNull();
    expect(window.schoolInstallOffer).toBeNull();
  });
});
