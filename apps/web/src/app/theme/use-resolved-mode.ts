import useMediaQuery from '@mui/material/useMediaQuery';
import type { ThemeMode } from '../../lib/app-config';

/** light/dark from the preference; 'system' follows prefers-color-scheme live. */
export function useResolvedMode(preference: ThemeMode): 'light' | 'dark' {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
