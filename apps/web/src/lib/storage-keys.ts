/**
 * Every browser-storage key of the app in one place (product spec section 3). Session keys are plain
 * names; layout preferences carry the app title as prefix so two apps on one origin never collide.
 */
import { APP_TITLE } from './app-config';

export const prefixedKey = (name: string): string => `${APP_TITLE}-${name}`;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  userAbilityRules: 'userAbilityRules',
  rememberedCredentials: 'rememberedCredentials',
  language: 'language',
  attendanceDraft: 'attendance_draft',
  examDraft: 'exam_draft',
  gradeDraft: 'grade_draft',
} as const;

export const LAYOUT_KEYS = {
  theme: prefixedKey('theme'),
  colorScheme: prefixedKey('colorScheme'),
  skin: prefixedKey('skin'),
  isVerticalNavSemiDark: prefixedKey('isVerticalNavSemiDark'),
  appContentLayoutNav: prefixedKey('appContentLayoutNav'),
  appContentWidth: prefixedKey('appContentWidth'),
  navbarType: prefixedKey('navbarType'),
  isNavbarBlurEnabled: prefixedKey('isNavbarBlurEnabled'),
  footerType: prefixedKey('footerType'),
  isVerticalNavCollapsed: prefixedKey('isVerticalNavCollapsed'),
  horizontalNavType: prefixedKey('horizontalNavType'),
  lightThemePrimaryColor: prefixedKey('lightThemePrimaryColor'),
  lightThemePrimaryDarkenColor: prefixedKey('lightThemePrimaryDarkenColor'),
  darkThemePrimaryColor: prefixedKey('darkThemePrimaryColor'),
  darkThemePrimaryDarkenColor: prefixedKey('darkThemePrimaryDarkenColor'),
} as const;

/** Emotion's rules remembered from the last visit, per emotion cache (lib/remembered-styles.ts). */
export const rememberedStylesKey = (cacheKey: string): string => prefixedKey(`styles-${cacheKey}`);

/**
 * What logout removes, even when the server call fails, and what the session's expiry removes (spec
 * section 4). rememberedCredentials holds only the username (features/auth/remember-me.ts).
 */
export const LOGOUT_CLEARED_KEYS: readonly string[] = [
  STORAGE_KEYS.userAbilityRules,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.rememberedCredentials,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
];

/** Drafts of unsaved work; the app update prompt asks before reloading while any exists. */
export const DRAFT_KEYS: readonly string[] = [
  STORAGE_KEYS.attendanceDraft,
  STORAGE_KEYS.examDraft,
  STORAGE_KEYS.gradeDraft,
];
