/**
 * The entity registry: one entry gives an entity its REST routes, validation, permissions, school
 * scoping, audit, Excel export, list page and add/edit pages. Field types are a closed set; each has
 * one input and one display component on the web and one zod schema here.
 */

/** The longest quick search of a list: the server refuses more, and the search box takes no more. */
export const LIST_SEARCH_MAX_LENGTH = 100;

export const FIELD_TYPES = [
  'text',
  'number',
  'jalaliDate',
  'time',
  'enum',
  'reference',
  'boolean',
  'phone',
  'nationalCode',
  'money',
  'score',
  'image',
  'richText',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldDef {
  /** camelCase key used in the API, the form and the table definition. */
  name: string;
  type: FieldType;
  required?: boolean;
  /** Unique within the entity's scope (per school for school-scoped entities, else network-wide). */
  unique?: boolean;
  /** With `unique`: unique across the whole network even for a school-scoped entity (national codes). */
  uniqueAcrossNetwork?: boolean;
  /** Shown as a list column by default (others can be added from the column chooser). */
  list?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  /** Matched by the list's quick search (Persian-normalised, ZWNJ-insensitive). */
  searchable?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** enum: the allowed values; labels at entities.<entity>.options.<field>.<value>. */
  options?: readonly string[];
  /** reference: the referenced entity's registry name. */
  ref?: string;
  /** Shown, never written through the generic form or API. */
  readOnly?: boolean;
  /** text: a multi-line input. */
  multiline?: boolean;
  /**
   * enum: the value is a list of options (a role's permissions). reference: a list of ids of the
   * referenced entity (an exam's course groups), stored in an integer array column.
   */
  multiple?: boolean;
  /** enum: options come from a catalogue instead of `options` (rendered as a grouped checkbox tree). */
  optionsSource?: 'permissions';
  /** text: a password — write-only, never returned by the API; required on create only. */
  secret?: boolean;
  /**
   * Shown in the form only to users holding this permission; for others the server picks the value
   * (a teacher's own logs and notes carry their teacher without a picker).
   */
  onlyWith?: string;
  /**
   * text: a stricter shape — a username, an email, exactly `maxLength` digits (postal and school
   * codes), or a code (student number, personnel code...): free text whose digits are always stored
   * in ASCII, whatever keyboard typed them. Every text field named like a code carries one of these
   * (the registry test holds future fields to it).
   */
  format?: 'username' | 'email' | 'digits' | 'code';
  /** number: a decimal (an average such as ۱۸٫۳۷) instead of a whole number. */
  decimal?: boolean;
  /**
   * jalaliDate: a new row's form starts on today's date (Tehran): what is recorded as it happens (a
   * class log, a discipline item, a payment, an announcement's first day).
   */
  defaultToday?: boolean;
  /** jalaliDate: an empty field's calendar opens this many years back (a student's birth date). */
  calendarYearsBack?: number;
}

/**
 * Where an entity's rows live:
 *  network     one list for the whole network (majors, academic years, roles)
 *  school      each row belongs to a school (schoolId); users see their schools' rows only
 *  schoolYear  like school, and also to an academic year (academicYearId), following the current choice
 */
export type EntityScope = 'network' | 'school' | 'schoolYear';

export interface EntityPermissions {
  list: string;
  add: string;
  edit: string;
  delete: string;
}

export interface EntityLabel {
  fa: string;
  faPlural: string;
  en: string;
  enPlural: string;
}

export interface EntityDef {
  /** Route segment of the spec, e.g. 'classrooms' → /api/classrooms and /manager/classrooms/list. */
  name: string;
  /** Names of the entity for titles and server messages; field labels live in the i18n catalogue. */
  label: EntityLabel;
  scope: EntityScope;
  permissions: EntityPermissions;
  fields: readonly FieldDef[];
  /** Field that names a row in references, headings and delete messages (and orders pickers). */
  titleField: string;
  /**
   * The fields that together name a row wherever it is shown or referenced (pickers, list cells,
   * export, headings), joined by a space: a person by first and last name. titleField when absent.
   */
  nameFields?: readonly string[];
  /**
   * A reference whose title tells rows of one name apart (a student's classroom): shown beside the
   * name in list cells and on the second line of a picker's option.
   */
  nameContext?: string;
  /** Further fields on the second line of a picker's option, after the context (a national code). */
  optionDetail?: readonly string[];
  /**
   * The few fields a row's card shows under its name on a narrow screen; the first list fields
   * other than the name when absent.
   */
  cardFields?: readonly string[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /**
   * Spec route exceptions: some entities have no edit page, or no add page; a bespoke entity gets
   * no generated pages at all (its feature's routes show it), only the API.
   */
  pages?: { add?: boolean; edit?: boolean; bespoke?: boolean };
  /** Optional icon name of the menu item (MUI icon component name). */
  icon?: string;
  /** Menu group key (i18n: menu.groups.<key>). */
  menuGroup:
    | 'organisation'
    | 'people'
    | 'curriculum'
    | 'attendance'
    | 'assessment'
    | 'examLogistics'
    | 'communication'
    | 'discipline'
    | 'finance'
    | 'institutes'
    | 'surveys'
    | 'preregistration'
    | 'settings';
  /** List filters on a field of a referenced row, e.g. students by their classroom's grade level. */
  derivedFilters?: readonly DerivedFilter[];
}

/**
 * A list filter that goes through a reference: rows whose `via` reference points at a row whose
 * `target` field equals the value. `field` is how the filter looks (its type, options or ref) and
 * names the query parameter and its label (entities.<entity>.fields.<name>).
 */
export interface DerivedFilter {
  field: FieldDef;
  via: string;
  target: string;
}

/** Every filter of an entity's list: its filterable fields, then its derived filters. */
export function listFilterFields(entity: EntityDef): FieldDef[] {
  return [
    ...entity.fields.filter((f) => f.filterable),
    ...(entity.derivedFilters ?? []).map((d) => ({ ...d.field, filterable: true })),
  ];
}

/** The fields that name a row of the entity (nameFields, else its titleField). */
export function nameFieldsOf(entity: EntityDef): readonly string[] {
  return entity.nameFields ?? [entity.titleField];
}

/** A row's name as shown: its name fields' values joined by a space, empty ones left out. */
export function rowName(entity: EntityDef, row: Record<string, unknown>): string {
  return nameFieldsOf(entity)
    .map((name) => row[name])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
    .join(' ');
}

export function entityPermissions(name: string): EntityPermissions {
  return { list: `${name}.list`, add: `${name}.add`, edit: `${name}.edit`, delete: `${name}.delete` };
}
