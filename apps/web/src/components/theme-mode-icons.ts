import type { SvgIconComponent } from '@mui/icons-material';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import type { ThemeMode } from '../lib/app-config';

export const THEME_MODE_ICONS: readonly { mode: ThemeMode; icon: SvgIconComponent }[] = [
  { mode: 'light', icon: LightModeOutlined },
  { mode: 'dark', icon: DarkModeOutlined },
  { mode: 'system', icon: DesktopWindowsOutlined },
];
