/**
 * Layout preferences (theme, skin, navigation, widths, primary colours) persisted in localStorage
 * under the app-title-prefixed keys. Invalid stored values fall back to the defaults of app-config.
 */
import { useSyncExternalStore } from 'react';
import {
  LAYOUT_DEFAULTS,
  type BarType,
  type ContentLayoutNav,
  type ContentWidth,
  type LayoutSettings,
  type PrimaryColor,
  type Skin,
  type ThemeMode,
} from './app-config';
import { LAYOUT_KEYS } from './storage-keys';
import { readString, removeKeys, writeString } from './storage';

type Scalar = string | boolean;

function readEnum<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = readString(key);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function readBool(key: string, fallback: boolean): boolean {
  const value = readString(key);
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
function readColor(mainKey: string, darkKey: string, fallback: PrimaryColor): PrimaryColor {
  const main = readString(mainKey);
  const dark = readString(darkKey);
  return main && dark && HEX_COLOR.test(main) && HEX_COLOR.test(dark) ? { main, dark } : fallback;
}

const BAR_TYPES: readonly BarType[] = ['sticky', 'static', 'hidden'];
const d = LAYOUT_DEFAULTS;

export function readSettings(): LayoutSettings {
  return {
    theme: readEnum<ThemeMode>(LAYOUT_KEYS.theme, ['light', 'dark', 'system'], d.theme),
    skin: readEnum<Skin>(LAYOUT_KEYS.skin, ['default', 'bordered'], d.skin),
    isVerticalNavSemiDark: readBool(LAYOUT_KEYS.isVerticalNavSemiDark, d.isVerticalNavSemiDark),
    appContentLayoutNav: readEnum<ContentLayoutNav>(
      LAYOUT_KEYS.appContentLayoutNav,
      ['vertical', 'horizontal'],
      d.appContentLayoutNav,
    ),
    appContentWidth: readEnum<ContentWidth>(
      LAYOUT_KEYS.appContentWidth,
      ['boxed', 'fluid'],
      d.appContentWidth,
    ),
    navbarType: readEnum(LAYOUT_KEYS.navbarType, BAR_TYPES, d.navbarType),
    isNavbarBlurEnabled: readBool(LAYOUT_KEYS.isNavbarBlurEnabled, d.isNavbarBlurEnabled),
    footerType: readEnum(LAYOUT_KEYS.footerType, BAR_TYPES, d.footerType),
    isVerticalNavCollapsed: readBool(LAYOUT_KEYS.isVerticalNavCollapsed, d.isVerticalNavCollapsed),
    horizontalNavType: readEnum(LAYOUT_KEYS.horizontalNavType, BAR_TYPES, d.horizontalNavType),
    lightThemePrimary: readColor(
      LAYOUT_KEYS.lightThemePrimaryColor,
      LAYOUT_KEYS.lightThemePrimaryDarkenColor,
      d.lightThemePrimary,
    ),
    darkThemePrimary: readColor(
      LAYOUT_KEYS.darkThemePrimaryColor,
      LAYOUT_KEYS.darkThemePrimaryDarkenColor,
      d.darkThemePrimary,
    ),
  };
}

function writeScalar(key: string, value: Scalar): void {
  writeString(key, String(value));
}

function persist(patch: Partial<LayoutSettings>): void {
  for (const [name, value] of Object.entries(patch) as [
    keyof LayoutSettings,
    LayoutSettings[keyof LayoutSettings],
  ][]) {
    if (name === 'lightThemePrimary' || name === 'darkThemePrimary') {
      const color = value as PrimaryColor;
      const prefix = name === 'lightThemePrimary' ? 'lightThemePrimary' : 'darkThemePrimary';
      writeString(LAYOUT_KEYS[`${prefix}Color`], color.main);
      writeString(LAYOUT_KEYS[`${prefix}DarkenColor`], color.dark);
    } else {
      writeScalar(LAYOUT_KEYS[name], value as Scalar);
    }
  }
}

let settings = readSettings();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const getSettings = (): LayoutSettings => settings;

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateSettings(patch: Partial<LayoutSettings>): void {
  persist(patch);
  settings = { ...settings, ...patch };
  emit();
}

export function resetSettings(): void {
  removeKeys(Object.values(LAYOUT_KEYS).filter((key) => key !== LAYOUT_KEYS.colorScheme));
  settings = readSettings();
  emit();
}

export function useSettings(): LayoutSettings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}

/** Remembers the resolved light/dark scheme, e.g. for a loader painted before React starts. */
export function rememberColorScheme(scheme: 'light' | 'dark'): void {
  writeString(LAYOUT_KEYS.colorScheme, scheme);
}
