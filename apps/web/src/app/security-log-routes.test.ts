import { ALL_SUBJECT, buildAbilityRules } from '@school/shared';
import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../lib/ability';
import { resolveNavigation } from './guards/resolve-navigation';
import { matchRouteHandle } from './current-route';
import { allowedNavItems } from './nav-items';
import { ROUTES } from './routes';
import { SECURITY_LOG_PATH } from './security-log-routes';

const canOf = (rules: ReturnType<typeof buildAbilityRules>) => {
  const ability = createAppAbility(rules);
  return (action: string, subject: string) => ability.can(action, subject);
};
const systemManager = canOf(buildAbilityRules([], true));
/** A school manager's role carries 'audit.view' (the entity history tabs), but the log is network-wide. */
const schoolAuditor = canOf(buildAbilityRules(['audit.view', 'users.list', 'roles.list'], false));

describe('the security log route', () => {
  it('is /manager/security-log, titled from the main catalogue, asking audit.view on every subject', () => {
    expect(matchRouteHandle(SECURITY_LOG_PATH)).toMatchObject({
      name: 'manager-security-log',
      meta: { layout: 'default', action: 'audit.view', subject: ALL_SUBJECT, title: 'securityLog.title' },
    });
  });

  it('is in the settings menu of the system manager only', () => {
    const item = allowedNavItems(ROUTES, systemManager).find((i) => i.path === SECURITY_LOG_PATH);
    expect(item).toMatchObject({ group: 'settings', titleKey: 'securityLog.title' });
    const school = allowedNavItems(ROUTES, schoolAuditor).map((i) => i.path);
    expect(school).toContain('/manager/users/list');
    expect(school).not.toContain(SECURITY_LOG_PATH);
  });

  it('sends anyone else to not-authorized', () => {
    const { meta } = matchRouteHandle(SECURITY_LOG_PATH);
    const target = { pathname: SECURITY_LOG_PATH, search: '' };
    const state = { isLoggedIn: true, sessionCheck: 'ok' as const };
    expect(resolveNavigation(meta, { ...state, can: systemManager }, target)).toBeNull();
    expect(resolveNavigation(meta, { ...state, can: schoolAuditor }, target)).toBe('/not-authorized');
  });
});
