import { Fragment } from 'react';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../../lib/use-app-language';
import { groupNavItems, navGroupTitle } from '../../nav-items';
import { useAllowedPages } from '../parts/use-allowed-pages';
import { useActiveRouteNames } from '../use-active-route-name';
import { VerticalNavItem } from './VerticalNavItem';

interface VerticalNavEntriesProps {
  /** Icons only (collapsed and not hovered). */
  mini: boolean;
  onNavigate?: () => void;
}

/**
 * The side menu's entries the user may open, by group (inside VerticalNav's list, which styles
 * them): shown just after the page's first paint, with their code (layout-later.ts).
 */
export function VerticalNavEntries({ mini, onNavigate }: VerticalNavEntriesProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const pages = useAllowedPages();
  const active = useActiveRouteNames();
  return groupNavItems(pages).map((group) => (
    <Fragment key={group.key ?? ''}>
      {group.titleKey &&
        (mini ? (
          <Divider sx={{ my: 1.5 }} />
        ) : (
          <ListSubheader
            disableSticky
            data-testid={`nav-group-${group.key}`}
            sx={{
              bgcolor: 'transparent',
              lineHeight: 1.5,
              pt: 2,
              pb: 1,
              px: 1.5,
              fontSize: 12,
              color: 'text.disabled',
            }}
          >
            {navGroupTitle(group.key ?? '', t, language)}
          </ListSubheader>
        ))}
      {group.items.map((item) => (
        <VerticalNavItem
          key={item.name}
          item={item}
          mini={mini}
          selected={active.has(item.name)}
          onNavigate={onNavigate}
        />
      ))}
    </Fragment>
  ));
}
