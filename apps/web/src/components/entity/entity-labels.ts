/**
 * Texts of the entity pages, merged into the i18n catalogue when those pages load (the login page
 * does not carry them): the list/form/history wording of locales/entity.<lang>.json, and the
 * registry's field and option labels under entities.<entity>.fields.<field> and
 * entities.<entity>.options.<field>.<value>.
 */
import { ENTITY_LABELS_EN, ENTITY_LABELS_FA } from '@school/shared';
import { addTranslations } from '../../lib/i18n';
import entityFa from '../../locales/entity.fa.json';

let registered = false;

export function registerEntityLabels(): void {
  if (registered) return;
  registered = true;
  addTranslations('fa', { ...entityFa, entities: ENTITY_LABELS_FA });
  addTranslations('en', { entities: ENTITY_LABELS_EN });
}

export const fieldLabelKey = (entity: string, field: string) => `entities.${entity}.fields.${field}`;
export const optionLabelKey = (entity: string, field: string, value: string) =>
  `entities.${entity}.options.${field}.${value}`;
