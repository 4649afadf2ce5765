/**
 * The one configuration file of the web app: title, locale and the layout defaults of product spec
 * section 3. The customizer changes the layout values at run time; these are what a new browser gets.
 */

/** Product title: default page title and the prefix of every layout preference key. */
export const APP_TITLE = 'شبکه هوشمند مدارس';

export type AppLanguage = 'fa' | 'en';
export const DEFAULT_LANGUAGE: AppLanguage = 'fa';
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
export const SUPPORTED_LANGUAGES: readonly AppLanguage[] = ['fa', 'en'];
/** Each language named in itself, so anyone can find their own whatever the current language. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { fa: 'فارسی', en: 'English' };

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type ContentLayoutNav = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'fluid';
export type BarType = 'sticky' | 'static' | 'hidden';

export interface PrimaryColor {
  main: string;
  dark: string;
}

export interface LayoutSettings {
  theme: ThemeMode;
  skin: Skin;
  isVerticalNavSemiDark: boolean;
  appContentLayoutNav: ContentLayoutNav;
  appContentWidth: ContentWidth;
  navbarType: BarType;
  isNavbarBlurEnabled: boolean;
  footerType: BarType;
  isVerticalNavCollapsed: boolean;
  horizontalNavType: BarType;
  lightThemePrimary: PrimaryColor;
  darkThemePrimary: PrimaryColor;
}

export const DEFAULT_PRIMARY: PrimaryColor = { main: '#7367F0', dark: '#675DD8' };

export const LAYOUT_DEFAULTS: LayoutSettings = {
  theme: 'system',
  skin: 'default',
  isVerticalNavSemiDark: false,
  appContentLayoutNav: 'vertical',
  appContentWidth: 'boxed',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  footerType: 'static',
  isVerticalNavCollapsed: false,
  horizontalNavType: 'sticky',
  lightThemePrimary: DEFAULT_PRIMARY,
  darkThemePrimary: DEFAULT_PRIMARY,
};

/** Colours the customizer offers; the first is the product colour. */
export const PRIMARY_PRESETS: readonly PrimaryColor[] = [
  DEFAULT_PRIMARY,
  { main: '#0D9394', dark: '#0C8385' },
  { main: '#FFB400', dark: '#E6A200' },
  { main: '#FF4C51', dark: '#E64449' },
  { main: '#16B1FF', dark: '#149FE6' },
];

/** Horizontal nav details that are not user preferences. */
export const HORIZONTAL_NAV = { transition: 'slide', popoverOffset: 6 } as const;

/** Below this viewport width the vertical nav becomes an overlay drawer and horizontal nav is not used. */
export const OVERLAY_NAV_BREAKPOINT = 976;
/** Boxed content stops growing here. */
export const BOXED_CONTENT_MAX_WIDTH = 1440;
export const VERTICAL_NAV_WIDTH = 260;
export const VERTICAL_NAV_COLLAPSED_WIDTH = 72;

export const SCROLL_TOP_THRESHOLD = 200;
export const HASH_SCROLL_OFFSET = 60;

export const TOAST_DEFAULTS = {
  autoClose: 5000,
  limit: 20,
  draggablePercent: 60,
  /** Spec: top-right by default, but the app places them top-left at startup. */
  position: 'top-left',
} as const;

/** Global date picker (spec section 9): dialog width and colour; not editable, no auto-submit. */
export const DATE_PICKER = { dialogWidth: 316, color: '#7367f0' } as const;
