/**
 * Published content on the engine (DOMAIN.md "Discipline, money, communication"): a school's news
 * (spec route manage-content/news), shown on the public landing page once published, and its
 * printable form templates (spec route forms) whose placeholders are those of form-templates.ts.
 */
import { entityPermissions, type EntityDef } from './types';

/** The longest body of a news item, in characters of its (sanitised) rich text. */
export const NEWS_BODY_MAX_LENGTH = 20_000;

export const newsEntity: EntityDef = {
  name: 'news',
  label: { fa: 'خبر', faPlural: 'اخبار', en: 'news item', enPlural: 'news' },
  scope: 'school',
  permissions: entityPermissions('news'),
  menuGroup: 'communication',
  icon: 'Newspaper',
  titleField: 'title',
  cardFields: ['published', 'publishedAt'],
  defaultSort: { field: 'publishedAt', dir: 'desc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 160,
    },
    // The lead under the title on the landing page and in a shared link's preview.
    { name: 'summary', type: 'text', multiline: true, searchable: true, maxLength: 300 },
    { name: 'body', type: 'richText', required: true, maxLength: NEWS_BODY_MAX_LENGTH },
    // Uploaded for the current school (POST /api/files/images, kind news); public once published.
    { name: 'coverImage', type: 'image' },
    { name: 'published', type: 'boolean', list: true, filterable: true },
    // Set to the day of publishing when left empty; shown on the item and orders the landing page.
    { name: 'publishedAt', type: 'jalaliDate', list: true, sortable: true },
  ],
};

export const formTemplatesEntity: EntityDef = {
  name: 'forms',
  label: { fa: 'فرم', faPlural: 'فرم‌ها', en: 'form template', enPlural: 'form templates' },
  scope: 'school',
  permissions: entityPermissions('forms'),
  menuGroup: 'communication',
  icon: 'Description',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 120,
    },
    // Plain text with {{placeholders}}; its lines are kept as typed on the printed page.
    { name: 'body', type: 'text', required: true, multiline: true, maxLength: 5000 },
    // Printed at the foot of the page, at the end side: the signer's name and post.
    { name: 'signature', type: 'text', multiline: true, maxLength: 300 },
  ],
};
