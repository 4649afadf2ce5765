/** Auth limits and constants shared by the server and the web app (product spec section 9). */
import type { AbilityRule } from './abilities';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;
/**
 * A session (refresh token chain) ends this long after login or after the user's last activity
 * (the web app's activity reports), whatever the refreshes.
 */
export const SESSION_HOURS = 8;
export const ACCESS_TOKEN_MINUTES = 30;
/** Client: refresh when the access token has fewer seconds than this left. */
export const REFRESH_THRESHOLD_SECONDS = 300;
/** Client: warn this many minutes before the session ends. */
export const SESSION_WARNING_MINUTES = 30;
export const AUTO_REFRESH_FIRST_CHECK_MS = 30_000;
export const AUTO_REFRESH_INTERVAL_MS = 4 * 60_000;

export interface SchoolSummary {
  id: number;
  name: string;
}

export interface UserData {
  id: number;
  username: string;
  fullName: string;
  role_name: string;
  roles: string[];
  schools: SchoolSummary[];
  /** Unix seconds when the session ends (8 hours after login). */
  sessionExpiresAt: number;
}

export interface LoginRequest {
  username: string;
  password: string;
  remember_me?: boolean;
}

export interface LoginResponse {
  success: true;
  message: string;
  accessToken: string;
  refreshToken: string;
  userData: UserData;
  userAbilityRules: AbilityRule[];
}

export interface RefreshResponse {
  success: true;
  message: string;
  accessToken: string;
  refreshToken: string;
  userData: UserData;
  userAbilityRules: AbilityRule[];
}

export interface MeResponse {
  success: true;
  data: UserData;
  userAbilityRules: AbilityRule[];
}

export interface HealthResponse {
  success: true;
  status: 200;
  statusText: 'OK';
}
