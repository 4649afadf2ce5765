import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Slide, { type SlideProps } from '@mui/material/Slide';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../../lib/use-app-language';
import { Link } from 'react-router';
import { HORIZONTAL_NAV } from '../../../lib/app-config';
import { navGroupTitle, type NavGroup } from '../../nav-items';

/**
 * The configuration's transition of the group menus (spec section 3: horizontal nav, slide): the
 * menu slides down from its button (MUI's menus grow by default).
 */
function SlideDown(props: SlideProps) {
  return <Slide {...props} direction="down" />;
}
const NAV_GROUP_TRANSITIONS = { slide: SlideDown } as const;
/** The transition of every menu the horizontal bar opens. */
export const NavMenuTransition = NAV_GROUP_TRANSITIONS[HORIZONTAL_NAV.transition];

interface HorizontalNavGroupProps {
  group: NavGroup;
  active: ReadonlySet<string>;
}

/** A menu group of the horizontal bar: a button that opens the group's pages. */
export function HorizontalNavGroup({ group, active }: HorizontalNavGroupProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const containsActive = group.items.some((item) => active.has(item.name));
  const FirstIcon = group.items[0]?.icon;

  return (
    <>
      <Button
        data-testid={`nav-group-${group.key}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        variant={containsActive ? 'contained' : 'text'}
        color={containsActive ? 'primary' : 'inherit'}
        startIcon={FirstIcon ? <FirstIcon fontSize="small" /> : undefined}
        endIcon={<ExpandMore fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ px: 2, gap: 0.5, flexShrink: 0 }}
      >
        {navGroupTitle(group.key ?? '', t, language)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slots={{ transition: NavMenuTransition }}
        slotProps={{ paper: { sx: { mt: `${HORIZONTAL_NAV.popoverOffset}px`, minWidth: 220 } } }}
      >
        {group.items.map(({ name, path, titleKey, icon: Icon }) => (
          <MenuItem
            key={name}
            component={Link}
            to={path}
            selected={active.has(name)}
            onClick={() => setAnchor(null)}
            data-testid={`nav-${name}`}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(titleKey)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
