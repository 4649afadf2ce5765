import { describe, expect, it } from 'vitest';
import { SYSTEM_MANAGER_ROLE } from '@school/shared';
import { userData } from '../../test/fixtures';
import { DASHBOARD_PATH, LANDING_PATH, resolveIndexRedirect } from './index-redirect';

describe('resolveIndexRedirect (route /)', () => {
  it('goes to the landing page without stored user data', () => {
    expect(resolveIndexRedirect({ userData: null, accessToken: 'token' })).toBe(LANDING_PATH);
  });

  it('goes to the landing page without an access token', () => {
    expect(resolveIndexRedirect({ userData: userData(), accessToken: null })).toBe(LANDING_PATH);
  });

  it('goes to the landing page with neither', () => {
    expect(resolveIndexRedirect({ userData: null, accessToken: null })).toBe('/front-pages/landing-page');
  });

  it('goes to the dashboard with both', () => {
    expect(resolveIndexRedirect({ userData: userData({ role_name: 'دبیر' }), accessToken: 'token' })).toBe(
      DASHBOARD_PATH,
    );
  });

  it('sends the system manager to the same dashboard', () => {
    const manager = userData({ role_name: SYSTEM_MANAGER_ROLE });
    expect(resolveIndexRedirect({ userData: manager, accessToken: 'token' })).toBe('/dashboard');
  });
});
