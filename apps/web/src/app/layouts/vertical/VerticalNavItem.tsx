import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from '../../nav-items';

interface VerticalNavItemProps {
  item: NavItem;
  selected: boolean;
  /** Icon only, with the title in a tooltip. */
  mini: boolean;
  onNavigate?: () => void;
}

/** One menu entry of the side navigation. */
export function VerticalNavItem({ item, selected, mini, onNavigate }: VerticalNavItemProps) {
  const { t } = useTranslation();
  // Tooltips of the icon rail open inward, away from the start edge.
  const tooltipPlacement = useTheme().direction === 'rtl' ? 'left' : 'right';
  const { name, path, titleKey, icon: Icon } = item;
  const button = (
    <ListItemButton
      component={Link}
      to={path}
      selected={selected}
      onClick={onNavigate}
      data-testid={`nav-${name}`}
      sx={(theme) => ({
        borderRadius: 1.5,
        mb: 0.5,
        minHeight: 42,
        px: 1.5,
        justifyContent: mini ? 'center' : undefined,
        '&.Mui-selected, &.Mui-selected:hover': {
          // Strongest colour at the start edge, whichever side that is.
          background: `linear-gradient(${theme.direction === 'rtl' ? 90 : 270}deg, ${theme.palette.primary.main}b3, ${theme.palette.primary.main})`,
          color: theme.palette.primary.contrastText,
          boxShadow: `0 2px 6px ${theme.palette.primary.main}4d`,
          '& .MuiListItemIcon-root': { color: 'inherit' },
        },
      })}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!mini && <ListItemText primary={t(titleKey)} />}
    </ListItemButton>
  );
  return mini ? (
    <Tooltip title={t(titleKey)} placement={tooltipPlacement}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
