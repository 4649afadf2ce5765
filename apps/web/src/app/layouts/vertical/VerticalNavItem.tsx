import Tooltip from '@mui/material/Tooltip';
import { type Theme, useTheme } from '@mui/material/styles';
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

/**
 * The menu entries' look, set once on the menu (VerticalNav) rather than on each of its fifty-odd
 * entries: an entry is a plain link, so the signed-in layout's first render, which the page's
 * largest paint waits for, does not build and serialise styles for every entry.
 */
export function navItemStyles(theme: Theme) {
  const primary = theme.palette.primary.main;
  return {
    '& .nav-item': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 42,
      marginBottom: theme.spacing(0.5),
      padding: theme.spacing(1, 1.5),
      borderRadius: Number(theme.shape.borderRadius) * 1.5,
      color: theme.palette.text.primary,
      textDecoration: 'none',
      ...theme.typography.body1,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
    },
    '& .nav-item.nav-item-mini': { justifyContent: 'center' },
    // The spacing of Material's list items: a 36 px icon column, text with 4 px above and below.
    '& .nav-item-icon': { flexShrink: 0, marginInlineEnd: theme.spacing(2) },
    '& .nav-item-mini .nav-item-icon': { marginInlineEnd: 0 },
    '& .nav-item-text': { flex: '1 1 auto', minWidth: 0, marginBlock: theme.spacing(0.5) },
    '& .nav-item.selected, & .nav-item.selected:hover': {
      // Strongest colour at the start edge, whichever side that is.
      background: `linear-gradient(${theme.direction === 'rtl' ? 90 : 270}deg, ${primary}b3, ${primary})`,
      color: theme.palette.primary.contrastText,
      boxShadow: `0 2px 6px ${primary}4d`,
    },
  };
}

/** One menu entry of the side navigation (styled by navItemStyles on the menu). */
export function VerticalNavItem({ item, selected, mini, onNavigate }: VerticalNavItemProps) {
  const { t } = useTranslation();
  // Tooltips of the icon rail open inward, away from the start edge.
  const tooltipPlacement = useTheme().direction === 'rtl' ? 'left' : 'right';
  const { name, path, titleKey, icon: Icon } = item;
  const title = t(titleKey);
  const className = ['nav-item', selected && 'selected', mini && 'nav-item-mini'].filter(Boolean).join(' ');
  const link = (
    <Link
      to={path}
      className={className}
      aria-current={selected ? 'page' : undefined}
      aria-label={mini ? title : undefined}
      onClick={onNavigate}
      data-testid={`nav-${name}`}
    >
      <Icon fontSize="small" className="nav-item-icon" />
      {!mini && <span className="nav-item-text">{title}</span>}
    </Link>
  );
  return mini ? (
    <Tooltip title={title} placement={tooltipPlacement}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}
