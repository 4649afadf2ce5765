import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS } from './app-config';
import { readSettings, resetSettings, updateSettings } from './settings-store';
import { LAYOUT_KEYS } from './storage-keys';

describe('layout settings', () => {
  it('defaults to spec section 3', () => {
    expect(readSettings()).toEqual(LAYOUT_DEFAULTS);
    expect(LAYOUT_DEFAULTS).toMatchObject({
      appContentWidth: 'boxed',
      appContentLayoutNav: 'vertical',
      theme: 'system',
      skin: 'default',
      navbarType: 'sticky',
      isNavbarBlurEnabled: true,
      footerType: 'static',
      isVerticalNavCollapsed: false,
      isVerticalNavSemiDark: false,
      horizontalNavType: 'sticky',
      lightThemePrimary: { main: '#7367F0', dark: '#675DD8' },
    });
  });

  it('persists changes under the prefixed keys and resets them', () => {
    updateSettings({ theme: 'dark', appContentLayoutNav: 'horizontal', isNavbarBlurEnabled: false });
    updateSettings({ darkThemePrimary: { main: '#0D9394', dark: '#0C8385' } });
    expect(localStorage.getItem(LAYOUT_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem(LAYOUT_KEYS.appContentLayoutNav)).toBe('horizontal');
    expect(localStorage.getItem(LAYOUT_KEYS.isNavbarBlurEnabled)).toBe('false');
    expect(localStorage.getItem(LAYOUT_KEYS.darkThemePrimaryColor)).toBe('#0D9394');
    expect(readSettings()).toMatchObject({ theme: 'dark', isNavbarBlurEnabled: false });
    resetSettings();
    expect(readSettings()).toEqual(LAYOUT_DEFAULTS);
  });

  it('ignores invalid stored values', () => {
    localStorage.setItem(LAYOUT_KEYS.theme, 'purple');
    localStorage.setItem(LAYOUT_KEYS.lightThemePrimaryColor, 'red');
    expect(readSettings().theme).toBe('system');
    expect(readSettings().lightThemePrimary).toEqual(LAYOUT_DEFAULTS.lightThemePrimary);
  });
});
