/**
 * Messages between a school and its people (DOMAIN.md "Discipline, money, communication"):
 * announcements (spec route info) reach an audience of roles in schools within a publish window,
 * and appear in the navbar notifications; the feedback box (spec route feedback-box) carries staff
 * and teachers' messages to the managers, signed or anonymous. An anonymous message has no sender
 * at all: the server never writes who sent it (feedback binding).
 */
import { entityPermissions, type EntityDef, type EntityPermissions } from './types';

/** The longest announcement body, in characters of its (sanitised) rich text. */
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 20_000;

export const announcementsEntity: EntityDef = {
  name: 'info',
  label: { fa: 'اطلاعیه', faPlural: 'اطلاعیه‌ها', en: 'announcement', enPlural: 'announcements' },
  // An announcement may reach several schools; its manager sees it when all of them are theirs.
  scope: 'network',
  permissions: entityPermissions('info'),
  menuGroup: 'communication',
  icon: 'Campaign',
  titleField: 'title',
  cardFields: ['publishFrom', 'pinned'],
  defaultSort: { field: 'publishFrom', dir: 'desc' },
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
    { name: 'body', type: 'richText', required: true, maxLength: ANNOUNCEMENT_BODY_MAX_LENGTH },
    // Empty: the current school.
    { name: 'schoolIds', type: 'reference', ref: 'schools', multiple: true, list: true },
    // Empty: every role of those schools.
    { name: 'roleIds', type: 'reference', ref: 'roles', multiple: true, list: true },
    {
      name: 'publishFrom',
      type: 'jalaliDate',
      required: true,
      defaultToday: true,
      list: true,
      sortable: true,
      filterable: true,
    },
    // Empty: no end.
    { name: 'publishTo', type: 'jalaliDate', list: true, sortable: true },
    { name: 'pinned', type: 'boolean', list: true, filterable: true },
  ],
};

export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'appreciation', 'question', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['new', 'in-review', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * add: sending a message (staff and teachers); list: reading the school's box; edit: replying and
 * setting a message's status (a sent message itself is never edited).
 */
export const FEEDBACK_PERMISSIONS: EntityPermissions = entityPermissions('feedback-box');

export const FEEDBACK_SUBJECT_MAX_LENGTH = 160;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 4000;
export const FEEDBACK_REPLY_MAX_LENGTH = 4000;

export const feedbackEntity: EntityDef = {
  name: 'feedback-box',
  label: {
    fa: 'پیام صندوق پیشنهادات',
    faPlural: 'صندوق پیشنهادات',
    en: 'feedback',
    enPlural: 'feedback box',
  },
  scope: 'school',
  permissions: FEEDBACK_PERMISSIONS,
  menuGroup: 'communication',
  icon: 'MarkunreadMailbox',
  titleField: 'subject',
  cardFields: ['category', 'status', 'senderId'],
  // Newest first: a message's id follows the order of sending.
  defaultSort: { field: 'id', dir: 'desc' },
  // Sent from the sender's own page (what anonymous means, said beside the switch) and answered on
  // the message's page: the engine gives the box its list only.
  pages: { add: false, edit: false },
  fields: [
    {
      name: 'category',
      type: 'enum',
      options: FEEDBACK_CATEGORIES,
      required: true,
      list: true,
      filterable: true,
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      list: true,
      searchable: true,
      maxLength: FEEDBACK_SUBJECT_MAX_LENGTH,
    },
    {
      name: 'message',
      type: 'text',
      required: true,
      multiline: true,
      searchable: true,
      maxLength: FEEDBACK_MESSAGE_MAX_LENGTH,
    },
    // Sent without a name: the server keeps no trace of who sent it.
    { name: 'anonymous', type: 'boolean', list: true, filterable: true },
    // Written by the server: the signed sender; empty for an anonymous message.
    { name: 'senderId', type: 'reference', ref: 'users', readOnly: true, list: true },
    {
      name: 'status',
      type: 'enum',
      options: FEEDBACK_STATUSES,
      readOnly: true,
      list: true,
      filterable: true,
    },
    { name: 'reply', type: 'text', multiline: true, readOnly: true, maxLength: FEEDBACK_REPLY_MAX_LENGTH },
    { name: 'repliedAt', type: 'jalaliDate', readOnly: true },
  ],
};
