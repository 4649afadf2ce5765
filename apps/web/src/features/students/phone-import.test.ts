import { describe, expect, it } from 'vitest';
import { invalidLines } from './phone-import';

describe('phone import result', () => {
  it('lists invalid rows in sheet order with their fields in column order', () => {
    const lines = invalidLines({
      updated: 2,
      unmatched: [],
      invalid: [
        { row: 7, errors: { motherMobile: 'bad mother', nationalCode: 'bad code' } },
        { row: 3, errors: { fatherMobile: 'bad father' } },
      ],
    });
    expect(lines).toEqual([
      { row: 3, problems: [['fatherMobile', 'bad father']] },
      {
        row: 7,
        problems: [
          ['nationalCode', 'bad code'],
          ['motherMobile', 'bad mother'],
        ],
      },
    ]);
  });
});
