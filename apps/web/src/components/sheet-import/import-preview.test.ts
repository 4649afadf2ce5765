import { describe, expect, it } from 'vitest';
import { previewTableRows, usedFields } from './import-preview';

const FIELDS = ['firstName', 'lastName', 'nationalCode'];

describe('import preview', () => {
  const rows = previewTableRows(
    [
      { row: 3, cells: { firstName: 'علی', nationalCode: '123' }, errors: {}, action: 'create' },
      {
        row: 2,
        cells: { firstName: '', nationalCode: '12' },
        errors: { firstName: 'نام الزامی است', nationalCode: 'کد ملی نامعتبر است', _row: 'تکراری' },
        action: 'update',
      },
    ],
    FIELDS,
  );

  it('sorts by sheet row and puts each error on its column', () => {
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    const bad = rows[0]!;
    expect(bad.invalid).toBe(true);
    expect(bad.cells.find((c) => c.field === 'nationalCode')).toEqual({
      field: 'nationalCode',
      text: '12',
      error: 'کد ملی نامعتبر است',
    });
    expect(bad.cells.find((c) => c.field === 'firstName')?.error).toBe('نام الزامی است');
    expect(bad.rowErrors).toEqual(['تکراری']);
    expect(rows[1]!.invalid).toBe(false);
    expect(rows[1]!.cells.every((c) => c.error === undefined)).toBe(true);
  });

  it('keeps only the columns with a value or an error, in the sheet order', () => {
    expect(usedFields(rows, FIELDS)).toEqual(['firstName', 'nationalCode']);
  });
});
