import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { updateSettings, useSettings } from '../lib/settings-store';
import { THEME_MODE_ICONS } from './theme-mode-icons';

/** The open menu of the theme switcher. */
export default function ThemeMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const { theme } = useSettings();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {THEME_MODE_ICONS.map(({ mode, icon: Icon }) => (
        <MenuItem
          key={mode}
          selected={mode === theme}
          data-testid={`theme-${mode}`}
          onClick={() => {
            updateSettings({ theme: mode });
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(`theme.${mode}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
