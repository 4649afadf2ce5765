import type { LoginResponse, UserData } from '@school/shared';
import { fakeJwt } from './jwt';

export function userData(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 1,
    username: 'admin',
    fullName: 'مدیر نمونه',
    role_name: 'مدیر سیستم',
    roles: ['مدیر سیستم'],
    schools: [{ id: 1, name: 'دبیرستان نمونه' }],
    sessionExpiresAt: 2_000_000_000,
    ...overrides,
  };
}

export function loginResponse(
  options: { exp?: number; user?: Partial<UserData>; refreshToken?: string } = {},
): LoginResponse {
  return {
    success: true,
    message: 'ورود موفق',
    accessToken: fakeJwt({ sub: '1', exp: options.exp ?? 2_000_000_000 }),
    refreshToken: options.refreshToken ?? 'refresh-1',
    userData: userData(options.user),
    userAbilityRules: [
      { action: 'shode', subject: 'login' },
      { action: 'manage', subject: 'all' },
    ],
  };
}
