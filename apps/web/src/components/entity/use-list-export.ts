import { useState } from 'react';
import type { EntityDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date';
import { downloadApiFile, type EntityItem } from '../../lib/entity-api';
import { directionOf } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useAppLanguage } from '../../lib/use-app-language';
import { formatItemField, type FormatContext } from '../fields/format-value';
import { columnFields, type ColumnVisibility } from './entity-columns';
import { useMoneyUnit } from '../../lib/money-unit';
import { fieldLabelText } from './field-label';
import { exportPath, type ListState } from './list-query';
import { printTable } from './print-rows';

/** Excel export (the same criteria as the list, every page), print of the current page, row titles. */
export function useListExport(
  def: EntityDef,
  state: ListState,
  fixed: Readonly<Record<string, string>>,
  visibility: ColumnVisibility,
  rows: readonly EntityItem[],
) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [exporting, setExporting] = useState(false);
  const moneyUnit = useMoneyUnit();
  const ctx: FormatContext = { entity: def.name, language, t: (key, options) => t(key, options), moneyUnit };
  const title = t(`entities.${def.name}.title`);

  const exportExcel = () => {
    setExporting(true);
    downloadApiFile(exportPath(def.name, state, fixed), `${title}.xlsx`)
      .catch((error: Error) => notify('error', error.message))
      .finally(() => setExporting(false));
  };

  const print = () => {
    const fields = columnFields(def).filter((f) => visibility[f.name] !== false);
    printTable({
      title,
      subtitle: t('entity.printedAt', { date: formatDateTime(new Date(), language) }),
      headers: fields.map((f) => fieldLabelText(f, ctx)),
      rows: rows.map((row) => fields.map((f) => formatItemField(f, row, ctx))),
      direction: directionOf(language),
      language,
    });
  };

  const titleField = def.fields.find((f) => f.name === def.titleField);
  const titleOf = (row: EntityItem) => (titleField ? formatItemField(titleField, row, ctx) : '');

  return { exportExcel, exporting, print, titleOf };
}
