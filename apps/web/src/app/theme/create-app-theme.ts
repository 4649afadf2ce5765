/**
 * The MUI theme of the product: palette and breakpoints of spec section 9, Vazirmatn, direction
 * from the language, the skin (bordered cards instead of shadows) and the user's primary colour.
 */
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { PrimaryColor, Skin } from '../../lib/app-config';
import type { Direction } from '../../lib/i18n';
import { BREAKPOINTS, SCRIM, STATUS_COLORS, SURFACES } from './palette';

export interface AppThemeOptions {
  mode: 'light' | 'dark';
  direction: Direction;
  primary: PrimaryColor;
  skin: Skin;
}

export const FONT_FAMILY = 'Vazirmatn, sans-serif';

export function createAppTheme({ mode, direction, primary, skin }: AppThemeOptions): Theme {
  const surface = SURFACES[mode];
  const scrim = SCRIM[mode];
  const bordered = skin === 'bordered';
  const divider = mode === 'light' ? 'rgba(47, 43, 61, 0.12)' : 'rgba(225, 222, 245, 0.12)';

  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: primary.main, dark: primary.dark, contrastText: '#FFFFFF' },
      secondary: { main: STATUS_COLORS.secondary, contrastText: '#FFFFFF' },
      success: { main: STATUS_COLORS.success, contrastText: '#FFFFFF' },
      info: { main: STATUS_COLORS.info, contrastText: '#FFFFFF' },
      warning: { main: STATUS_COLORS.warning, contrastText: '#FFFFFF' },
      error: { main: STATUS_COLORS.error, contrastText: '#FFFFFF' },
      background: { default: surface.background, paper: surface.paper },
      text: {
        primary: surface.text,
        secondary: alpha(surface.text, 0.7),
        disabled: alpha(surface.text, 0.4),
      },
      divider,
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFamily: FONT_FAMILY },
          // react-toastify has its own font variable.
          ':root': { '--toastify-font-family': FONT_FAMILY },
        },
      },
      MuiBackdrop: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.invisible ? {} : { backgroundColor: `rgba(${scrim.color}, ${scrim.opacity})` },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
        },
      },
      MuiCard: {
        defaultProps: bordered ? { variant: 'outlined' } : { elevation: 0 },
        styleOverrides: {
          root: bordered
            ? { boxShadow: 'none' }
            : {
                boxShadow:
                  mode === 'light' ? '0 3px 12px rgba(47, 43, 61, 0.14)' : '0 3px 12px rgba(15, 20, 34, 0.3)',
              },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
