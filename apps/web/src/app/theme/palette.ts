/** Colours of product spec section 9. */
export const STATUS_COLORS = {
  success: '#28C76F',
  info: '#00BAD1',
  warning: '#FF9F43',
  error: '#FF4C51',
  secondary: '#808390',
} as const;

export const SURFACES = {
  light: { background: '#F8F7FA', paper: '#FFFFFF', text: '#2F2B3D' },
  dark: { background: '#25293C', paper: '#2F3349', text: '#E1DEF5' },
} as const;

/** Modal scrim: the theme's ink colour at 0.5 (light) or 0.6 (dark) opacity. */
export const SCRIM = {
  light: { color: '47, 43, 61', opacity: 0.5 },
  dark: { color: '23, 25, 37', opacity: 0.6 },
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } as const;
