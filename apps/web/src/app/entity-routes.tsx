/**
 * Routes of the entity engine, generated from the shared registry's page list (ENTITY_PAGES): a list page, an add page and an
 * edit page per entity (spec section 2, "Manager area"), with the registry's exceptions. The pages
 * themselves are lazy, so the list table, the pickers and the form code load only with them.
 */
import { ENTITY_PAGES, type EntityPage } from '@school/shared';
import { FIRST_PAGE_QUERY } from '../components/entity/list-query';
import { entityItemQuery, entityListQuery } from '../lib/entity-queries';
import { addTranslations } from '../lib/i18n';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageQueryContext } from '../lib/page-queries';
import type { RouteMeta } from './route-meta';
import type { AppRoute } from './routes';
import { routeName } from './route-name';

export const ENTITY_SUBJECT = 'admin';
export const SCHOOL_INFORMATION_VIEW = 'school-information.view';
export const SCHOOL_INFORMATION_EDIT = 'school-information.edit';
/** User roles have no menu item and live under the user pages. */
export const USER_ROLES = 'user-roles';

const EntityListPage = lazyPage(() => import('../features/entities/EntityListPage'));
const EntityFormPage = lazyPage(() => import('../features/entities/EntityFormPage'));
const UserRolesListPage = lazyPage(() => import('../features/entities/UserRolesListPage'));
const SchoolInformationPage = lazyPage(() => import('../features/entities/SchoolInformationPage'));

/** Entities whose pages live under a path of the spec other than their name. */
const ENTITY_SEGMENTS: Partial<Record<string, string>> = { news: 'manage-content/news' };
export const entitySegment = (entity: string) => ENTITY_SEGMENTS[entity] ?? entity;

export const entityListPath = (entity: string) =>
  entity === USER_ROLES ? '/manager/users/roles/list' : `/manager/${entitySegment(entity)}/list`;
export const entityAddPath = (entity: string) =>
  entity === USER_ROLES ? '/manager/users/roles/detail' : `/manager/${entitySegment(entity)}/detail`;
export const entityEditPath = (entity: string, id: number | string) => `${entityAddPath(entity)}/${id}`;

export const entityTitleKey = (entity: string) => `entities.${entity}.title`;

/** A page component bound to one entity (route components take no props), its code loaded as the page's. */
function bound(Page: LazyPage<{ entity: string }>, entity: string, tag: string) {
  const BoundPage = () => <Page entity={entity} />;
  BoundPage.displayName = `${tag}(${entity})`;
  return Object.assign(BoundPage, { preload: Page.preload });
}

/** The page of an edit route opens on its row. */
const itemQueries =
  (entity: string) =>
  ({ params }: PageQueryContext) =>
    params.id ? [entityItemQuery(entity, params.id)] : [];

const meta = (action: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'default',
  action,
  subject: ENTITY_SUBJECT,
  ...extra,
});

function userRolesRoutes(def: EntityPage): AppRoute[] {
  const parent = routeName(entityListPath('users'));
  return [
    {
      path: `${entityListPath(USER_ROLES)}/:id`,
      meta: meta(def.permissions.list, { title: entityTitleKey(USER_ROLES), parent }),
      Component: UserRolesListPage,
    },
    {
      path: entityAddPath(USER_ROLES),
      meta: meta(def.permissions.add, { title: `entities.${USER_ROLES}.addTitle`, parent }),
      Component: bound(EntityFormPage, USER_ROLES, 'EntityFormPage'),
    },
    {
      path: `${entityAddPath(USER_ROLES)}/:id`,
      meta: meta(def.permissions.edit, { title: `entities.${USER_ROLES}.editTitle`, parent }),
      Component: bound(EntityFormPage, USER_ROLES, 'EntityFormPage'),
      queries: itemQueries(USER_ROLES),
    },
  ];
}

/**
 * Entities whose menu item only some users see: the others have a page of their own work (a
 * teacher's «آزمون‌های من» instead of the school's exams).
 */
const NAV_SHOWN_WITH: Partial<Record<string, string>> = { exams: 'exams.all-groups' };

/** list, detail (add) and detail/:id (edit) of one entity, as the registry allows. */
export function routesOfEntity(def: EntityPage, order: number): AppRoute[] {
  if (def.name === USER_ROLES) return userRolesRoutes(def);
  // A bespoke entity's pages are its feature's own (the exam plan's page at exam-planning/detail).
  if (def.pages?.bespoke) return [];
  const listPath = entityListPath(def.name);
  const parent = routeName(listPath);
  const routes: AppRoute[] = [
    {
      path: listPath,
      meta: meta(def.permissions.list, { title: entityTitleKey(def.name) }),
      Component: bound(EntityListPage, def.name, 'EntityListPage'),
      nav: {
        iconName: def.icon,
        group: def.menuGroup,
        order,
        ...(NAV_SHOWN_WITH[def.name] ? { shownWith: NAV_SHOWN_WITH[def.name] } : {}),
      },
      // The list opens on its first page, whatever the entity (list-query.ts).
      queries: () => [entityListQuery(def.name, FIRST_PAGE_QUERY)],
    },
  ];
  if (def.pages?.add !== false)
    routes.push({
      path: entityAddPath(def.name),
      meta: meta(def.permissions.add, { title: `entities.${def.name}.addTitle`, parent }),
      Component: bound(EntityFormPage, def.name, 'EntityFormPage'),
    });
  if (def.pages?.edit !== false)
    routes.push({
      path: entityEditPath(def.name, ':id'),
      meta: meta(def.permissions.edit, { title: `entities.${def.name}.editTitle`, parent }),
      Component: bound(EntityFormPage, def.name, 'EntityFormPage'),
      queries: itemQueries(def.name),
    });
  return routes;
}

/** The current school's own record (spec: /school-information and /manager/school-information). */
function schoolInformationRoutes(order: number): AppRoute[] {
  const title = 'pages.schoolInformation';
  return [
    {
      path: '/school-information',
      meta: meta(SCHOOL_INFORMATION_VIEW, { title }),
      Component: SchoolInformationPage,
      nav: { iconName: 'InfoOutlined', group: 'organisation', order },
    },
    {
      path: '/manager/school-information',
      meta: meta(SCHOOL_INFORMATION_VIEW, { title, parent: 'school-information' }),
      Component: SchoolInformationPage,
    },
  ];
}

/** Menu order: after the dashboard, in registry order. */
export const FIRST_ENTITY_ORDER = 10;

export function entityRoutes(defs: readonly EntityPage[] = ENTITY_PAGES): AppRoute[] {
  return [
    ...schoolInformationRoutes(FIRST_ENTITY_ORDER - 1),
    ...defs.flatMap((def, index) => routesOfEntity(def, FIRST_ENTITY_ORDER + index)),
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Page titles of the entity pages, from the registry's names. Add/edit titles nest the catalogue's
 * verb ("افزودن" / "Add") and the entity's name, so both languages read naturally.
 */
export function entityTitleResources(defs: readonly EntityPage[], language: 'fa' | 'en') {
  return {
    entities: Object.fromEntries(
      defs.map((def) => [
        def.name,
        {
          title: language === 'fa' ? def.label.faPlural : capitalize(def.label.enPlural),
          one: language === 'fa' ? def.label.fa : def.label.en,
          addTitle: `$t(entityPage.add) $t(entities.${def.name}.one)`,
          editTitle: `$t(entityPage.edit) $t(entities.${def.name}.one)`,
        },
      ]),
    ),
  };
}

addTranslations('fa', entityTitleResources(ENTITY_PAGES, 'fa'));
addTranslations('en', entityTitleResources(ENTITY_PAGES, 'en'));
