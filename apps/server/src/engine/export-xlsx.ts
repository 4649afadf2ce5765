/**
 * Excel export of a list: Persian headers, right-to-left sheet, Jalali dates, option labels, and
 * every text cell that a spreadsheet would run as a formula (= + - @ tab CR) neutralised.
 */
import { type EntityDef, fieldLabel, formatDateJalali, moneyUnitName, optionLabel } from '@school/shared';
import ExcelJS from 'exceljs';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that Excel or LibreOffice would evaluate is prefixed with an apostrophe. */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellValue(def: EntityDef, name: string, item: Record<string, unknown>): string | number | null {
  const field = def.fields.find((f) => f.name === name);
  const value = item[name];
  if (value === null || value === undefined) return null;
  if (!field) return typeof value === 'number' ? value : escapeCell(String(value));
  switch (field.type) {
    case 'reference': {
      const title = String((item._titles as Record<string, unknown> | undefined)?.[name] ?? value);
      // A student's classroom beside their name, as the list shows it.
      const context = (item._contexts as Record<string, unknown> | undefined)?.[name];
      return escapeCell(context ? `${title} (${String(context)})` : title);
    }
    case 'jalaliDate':
      return formatDateJalali(String(value), { digits: 'en' });
    case 'boolean':
      return value ? 'بله' : 'خیر';
    case 'enum':
      return escapeCell(Array.isArray(value) ? value.join('، ') : optionLabel(def.name, name, String(value)));
    case 'number':
    case 'money':
    case 'score':
      return typeof value === 'number' ? value : escapeCell(String(value));
    default:
      return escapeCell(String(value));
  }
}

export async function exportXlsx(def: EntityDef, items: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.label.faPlural.slice(0, 31), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  const columns = def.fields.filter((f) => !f.secret && !f.multiple).map((f) => f.name);
  // Amounts leave as the Rials they are stored in, and the header says so.
  const header = (name: string) =>
    def.fields.find((f) => f.name === name)?.type === 'money'
      ? `${fieldLabel(def.name, name)} (${moneyUnitName('rial')})`
      : fieldLabel(def.name, name);
  sheet.columns = columns.map((name) => ({ header: header(name), key: name, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items)
    sheet.addRow(Object.fromEntries(columns.map((c) => [c, cellValue(def, c, item)])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
