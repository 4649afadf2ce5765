/** CASL rule shapes and the fixed actions/subjects of the product spec (section 6). */

export interface AbilityRule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown>;
  fields?: string | string[];
  inverted?: boolean;
  reason?: string;
}

/** Any logged-in user may do 'shode' on 'login' (dashboard, report-card pages...). */
export const LOGIN_ACTION = 'shode';
export const LOGIN_SUBJECT = 'login';
/** Subject of nearly every manager-area permission. */
export const ADMIN_SUBJECT = 'admin';
export const MANAGE_ACTION = 'manage';
export const ALL_SUBJECT = 'all';

/** The one named role of the spec: sees and does everything across the network. */
export const SYSTEM_MANAGER_ROLE = 'مدیر سیستم';

/** Rules for a user: every logged-in user gets shode/login; the system manager gets manage/all. */
export function buildAbilityRules(permissionKeys: Iterable<string>, isSystemManager: boolean): AbilityRule[] {
  const rules: AbilityRule[] = [{ action: LOGIN_ACTION, subject: LOGIN_SUBJECT }];
  if (isSystemManager) {
    rules.push({ action: MANAGE_ACTION, subject: ALL_SUBJECT });
    return rules;
  }
  const keys = [...new Set(permissionKeys)].sort();
  if (keys.length > 0) rules.push({ action: keys, subject: ADMIN_SUBJECT });
  return rules;
}
