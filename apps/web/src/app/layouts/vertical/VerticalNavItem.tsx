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
