/** Labels of the feedback box's options and fields (from the registry's label catalogue). */
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@school/shared';
import { fieldLabelKey, optionLabelKey } from '../../components/entity/entity-labels';
import { FEEDBACK } from './feedback-api';

type Translate = (key: string) => string;

export const fieldLabel = (t: Translate, field: string) => t(fieldLabelKey(FEEDBACK, field));

export const categoryOptions = (t: Translate) =>
  FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(optionLabelKey(FEEDBACK, 'category', value)) }));

export const statusOptions = (t: Translate) =>
  FEEDBACK_STATUSES.map((value) => ({ value, label: t(optionLabelKey(FEEDBACK, 'status', value)) }));

export const optionLabel = (t: Translate, field: 'category' | 'status', value: string) =>
  t(optionLabelKey(FEEDBACK, field, value));

/** How a status looks as a chip. */
export const STATUS_COLOURS: Record<string, 'default' | 'info' | 'warning' | 'success'> = {
  new: 'info',
  'in-review': 'warning',
  answered: 'success',
  closed: 'default',
};
