import { useAbility } from '@casl/react';
import type { AppAbility } from '../../../lib/ability';
import { allowedNavItems, type NavItem } from '../../nav-items';
import { ROUTES } from '../../routes';

/**
 * Pages of the route table this user may open. useAbility re-renders on rule updates; the filter is
 * cheap, so it simply runs on every render.
 */
export function useAllowedPages(): NavItem[] {
  const ability = useAbility<AppAbility>();
  return allowedNavItems(ROUTES, (action, subject) => ability.can(action, subject));
}
