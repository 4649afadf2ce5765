import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HORIZONTAL_NAV } from '../../../lib/app-config';
import { useAppLanguage } from '../../../lib/use-app-language';
import { navGroupTitle, type NavItem } from '../../nav-items';
import type { BarEntry } from './HorizontalNav';

interface MoreButtonProps {
  label: string;
  active?: boolean;
  menuId?: string;
  open?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The bar's "more" button (also drawn out of sight to measure it). */
export function MoreButton({ label, active = false, menuId, open = false, onClick }: MoreButtonProps) {
  return (
    <Button
      tabIndex={onClick ? undefined : -1}
      data-testid={onClick ? 'nav-more' : undefined}
      aria-haspopup={onClick ? 'menu' : undefined}
      aria-controls={open ? menuId : undefined}
      aria-expanded={open ? 'true' : undefined}
      variant={active ? 'contained' : 'text'}
      color={active ? 'primary' : 'inherit'}
      startIcon={<MoreHoriz fontSize="small" />}
      onClick={onClick}
      sx={{ px: 2, gap: 0.5, flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

interface HorizontalNavMoreProps {
  entries: BarEntry[];
  active: ReadonlySet<string>;
  label: string;
  /** Told when the menu opens and closes (the bar holds its split meanwhile). */
  onOpenChange?: (open: boolean) => void;
}

/** The entries that did not fit the bar, in one menu: each group under its title. */
export function HorizontalNavMore({ entries, active, label, onOpenChange }: HorizontalNavMoreProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = (entry: BarEntry): NavItem[] => (entry.kind === 'item' ? [entry.item] : entry.group.items);
  const containsActive = entries.some((entry) => items(entry).some((item) => active.has(item.name)));
  const close = () => {
    setAnchor(null);
    onOpenChange?.(false);
  };
  const menuItem = ({ name, path, titleKey, icon: Icon }: NavItem) => (
    <MenuItem
      key={name}
      component={Link}
      to={path}
      selected={active.has(name)}
      onClick={close}
      data-testid={`nav-${name}`}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(titleKey)} />
    </MenuItem>
  );

  return (
    <>
      <MoreButton
        label={label}
        active={containsActive}
        menuId={menuId}
        open={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpenChange?.(true);
        }}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          paper: { sx: { mt: `${HORIZONTAL_NAV.popoverOffset}px`, minWidth: 240, maxHeight: '70vh' } },
        }}
      >
        {/* Menu takes its items as direct children: the groups are flattened, not wrapped. */}
        {entries.flatMap((entry) =>
          entry.kind === 'item'
            ? [menuItem(entry.item)]
            : [
                <ListSubheader
                  key={entry.key}
                  data-testid={`nav-more-group-${entry.group.key}`}
                  sx={{ lineHeight: '36px' }}
                >
                  {navGroupTitle(entry.group.key ?? '', t, language)}
                </ListSubheader>,
                ...entry.group.items.map(menuItem),
              ],
        )}
      </Menu>
    </>
  );
}
