import { describe, expect, it } from 'vitest';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import i18n from '../lib/i18n';
import { createAppAbility } from '../lib/ability';
import { FALLBACK_NAV_ICON, navIcon } from './nav-icons';
import { allowedNavItems, groupNavItems, navGroupTitle } from './nav-items';
import type { AppRoute } from './routes';
import { ROUTES } from './routes';

const Page = () => null;
const routes: AppRoute[] = [
  {
    path: '/dashboard',
    meta: { title: 'pages.dashboard', layout: 'default', action: 'shode', subject: 'login' },
    Component: Page,
    nav: { icon: DashboardOutlined, order: 1 },
  },
  {
    path: '/manager/students/list',
    meta: { title: 's', layout: 'default', action: 'students.list', subject: 'admin' },
    Component: Page,
    nav: { icon: DashboardOutlined, order: 0 },
  },
  {
    path: '/manager/students/detail/:id',
    meta: { title: 'e', layout: 'default', action: 'students.edit', subject: 'admin' },
    Component: Page,
    nav: { icon: DashboardOutlined, order: 2 },
  },
  {
    path: '/login',
    meta: { title: 'pages.login', layout: 'blank', unauthenticatedOnly: true },
    Component: Page,
  },
];

const names = (rules: Parameters<typeof createAppAbility>[0]) => {
  const ability = createAppAbility(rules);
  return allowedNavItems(ROUTES, (a, s) => ability.can(a, s)).map((i) => i.name);
};

describe('allowedNavItems', () => {
  it('shows only pages whose action the user may perform on their subject', () => {
    const teacher = createAppAbility([{ action: 'shode', subject: 'login' }]);
    expect(allowedNavItems(routes, (a, s) => teacher.can(a, s)).map((i) => i.path)).toEqual(['/dashboard']);
  });

  it('orders by nav order and leaves out parameterised and non-menu routes', () => {
    const admin = createAppAbility([{ action: 'manage', subject: 'all' }]);
    expect(allowedNavItems(routes, (a, s) => admin.can(a, s)).map((i) => i.name)).toEqual([
      'manager-students-list',
      'dashboard',
    ]);
  });

  it('lists the entity pages a role may list, and only those', () => {
    const clerk = names([
      { action: 'shode', subject: 'login' },
      { action: 'classrooms.list', subject: 'admin' },
      { action: 'classrooms.add', subject: 'admin' },
    ]);
    // Report cards are in every signed-in user's menu (spec: action 'shode'; the API checks more).
    expect(clerk).toEqual(['dashboard', 'manager-classrooms-list', 'manager-report-card-list']);
    const admin = names([{ action: 'manage', subject: 'all' }]);
    expect(admin).toEqual(
      expect.arrayContaining(['school-information', 'manager-schools-list', 'manager-roles-list']),
    );
    // Add pages are reached from their lists. Three "detail" pages are menu items of their own: the
    // attendance sheet teachers open every period, and the group photo upload and the term's exam
    // plan (they have no list); the venues' details report and a student's exam seats are pages of
    // their own (spec names), not add pages.
    const menuDetails = [
      'manager-attendance-detail',
      'manager-Receive-images-group-students-detail',
      'manager-exam-planning-detail',
      'manager-exam-venue-details-report',
      'manager-exam-seat-details',
    ];
    expect(admin).toContain('manager-attendance-detail');
    expect(
      admin
        .filter((n) => !menuDetails.includes(n))
        .filter((n) => n.includes('detail') || n.includes('user-roles') || n.includes('users-roles')),
    ).toEqual([]);
  });

  it('resolves registry icon names, with a fallback', () => {
    expect(navIcon('School')).not.toBe(FALLBACK_NAV_ICON);
    expect(navIcon('NoSuchIcon')).toBe(FALLBACK_NAV_ICON);
  });
});

describe('groupNavItems', () => {
  it('puts ungrouped items first, then the groups in menu order, hiding groups without items', () => {
    const ability = createAppAbility([
      { action: 'shode', subject: 'login' },
      { action: 'users.list', subject: 'admin' },
      { action: 'classrooms.list', subject: 'admin' },
    ]);
    const groups = groupNavItems(allowedNavItems(ROUTES, (a, s) => ability.can(a, s)));
    expect(groups.map((g) => [g.key, g.items.map((i) => i.name)])).toEqual([
      [undefined, ['dashboard']],
      ['organisation', ['manager-classrooms-list']],
      ['assessment', ['manager-report-card-list']],
      ['settings', ['manager-users-list']],
    ]);
    expect(groups.map((g) => g.key)).not.toContain('people');
  });

  it('titles groups from the catalogue, falling back to the permission group names', () => {
    const t = (key: string, options: { defaultValue: string }) => i18n.t(key, options);
    expect(navGroupTitle('organisation', t, 'fa')).toBe('ساختار سازمانی');
    expect(navGroupTitle('people', t, 'fa')).toBe('کارکنان و دانش‌آموزان');
    expect(navGroupTitle('settings', t, 'fa')).toBe('تنظیمات و دسترسی‌ها');
    expect(navGroupTitle('curriculum', t, 'fa')).toBe('برنامه درسی و زمان‌بندی');
    // A group without a catalogue title falls back to the permission catalogue's group name.
    expect(navGroupTitle('finance', t, 'fa')).toBe('بدهی و پرداخت');
  });
});
