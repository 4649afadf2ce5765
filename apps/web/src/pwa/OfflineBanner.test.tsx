import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportServerReachable } from '../lib/connectivity';
import { renderWithApp } from '../test/render';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => {
  vi.restoreAllMocks();
  reportServerReachable(true);
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('says the app is in its offline mode while the browser is offline, and goes when it is back', () => {
    renderWithApp(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-banner').textContent).toContain('حالت آفلاین');
    expect(screen.getByTestId('offline-banner').textContent).toContain('همچنان وارد هستید');
    goOffline(false);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows too when the network is up but the server did not answer the session call', () => {
    renderWithApp(<OfflineBanner />);
    act(() => reportServerReachable(false));
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    act(() => reportServerReachable(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
