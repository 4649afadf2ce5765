/**
 * How one security log event reads: its Persian (or English) name, whom it concerned and a short
 * line of details. Pure functions of the event and the translator, so the table and tests share them.
 */
import { fieldLabelKey } from '../../components/entity/entity-labels';
import type { AppLanguage } from '../../lib/app-config';
import { formatNumber } from '../../lib/date';
import type { SecurityLogItem } from './security-log-api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Which colour the event's name wears: refusals stand out, sign-ins are calm. */
export type ActionTone = 'success' | 'error' | 'warning' | 'info' | 'default';

export function actionLabel(item: SecurityLogItem, t: Translate): string {
  return t(`securityLog.actions.${item.entity}.${item.action}`, {
    defaultValue: `${item.entity} ${item.action}`,
  });
}

export function actionTone(item: SecurityLogItem): ActionTone {
  if (item.entity !== 'security') return item.action === 'delete' ? 'warning' : 'default';
  switch (item.action) {
    case 'login':
      return 'success';
    case 'login-failed':
      return 'error';
    case 'export':
      return 'info';
    default:
      return 'warning';
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Field names of an entity in the UI language (registry labels), the name itself if none. */
const fieldNames = (entity: string, fields: string[], t: Translate) =>
  fields
    .map((field) =>
      field === 'password'
        ? t('securityLog.details.password')
        : t(fieldLabelKey(entity, field), { defaultValue: field }),
    )
    .join('، ');

/** What an export held: the entity's name from the catalogue, else the title the server logged. */
function exportedName(details: Record<string, unknown>, t: Translate): string {
  const what = text(details.what) ?? '';
  return t(`entities.${what}.title`, { defaultValue: text(details.title) ?? what });
}

/**
 * The event's details as short parts (shown one after another). Usernames and addresses stay as
 * written; counts are in the UI language's digits.
 */
export function detailParts(item: SecurityLogItem, t: Translate, language: AppLanguage): string[] {
  const { details } = item;
  const count = (value: unknown) => formatNumber(typeof value === 'number' ? value : 0, language);
  const parts: (string | null)[] = [];
  const username = text(details.username);
  const ip = text(details.ip);
  if (item.entity === 'security') {
    switch (item.action) {
      case 'login':
      case 'password-reset':
        parts.push(username && t('securityLog.details.username', { value: username }));
        break;
      case 'login-failed': {
        const reason = text(details.reason);
        parts.push(username && t('securityLog.details.username', { value: username }));
        parts.push(
          reason &&
            t('securityLog.details.reason', {
              value: t(`securityLog.reasons.${reason}`, { defaultValue: reason }),
            }),
        );
        break;
      }
      case 'password-change':
        if (typeof details.endedSessions === 'number' && details.endedSessions > 0)
          parts.push(t('securityLog.details.endedSessions', { n: count(details.endedSessions) }));
        break;
      case 'export': {
        const filters = details.filters && typeof details.filters === 'object' ? details.filters : {};
        parts.push(t('securityLog.details.rows', { what: exportedName(details, t), n: count(details.rows) }));
        if (Object.keys(filters).length > 0) parts.push(t('securityLog.details.filtered'));
        break;
      }
    }
    if (item.action !== 'export') parts.push(ip && t('securityLog.details.ip', { value: ip }));
  } else if (item.entity === 'roles') {
    const added = strings(details.added);
    const removed = strings(details.removed);
    if (added.length) parts.push(t('securityLog.details.added', { n: count(added.length) }));
    if (removed.length) parts.push(t('securityLog.details.removed', { n: count(removed.length) }));
    const changed = strings(details.changed).filter((f) => f !== 'permissions');
    if (changed.length)
      parts.push(t('securityLog.details.changed', { fields: fieldNames('roles', changed, t) }));
  } else if (item.entity === 'user-roles') {
    const role = text(details.roleName);
    parts.push(role && t('securityLog.details.role', { value: role }));
  } else if (item.entity === 'users') {
    const changed = strings(details.changed);
    if (changed.length)
      parts.push(t('securityLog.details.changed', { fields: fieldNames('users', changed, t) }));
    else parts.push(username && t('securityLog.details.username', { value: username }));
  }
  return parts.filter((part): part is string => Boolean(part));
}

/** The school an event happened in; a role held in every school says so. */
export function schoolLabel(item: SecurityLogItem, t: Translate): string | null {
  if (item.schoolName) return item.schoolName;
  if (item.entity === 'user-roles') return t('securityLog.allSchools');
  return null;
}
