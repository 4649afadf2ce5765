import { describe, expect, it } from 'vitest';
import { jalaliToIsoDate } from '@school/shared';
import { eventsOn, jalaliMonth, saturdayWeekday, shiftMonth } from './jalali-month';

describe('Jalali month grid', () => {
  it('starts 1405 Mehr on a Wednesday (offset 4 in a Saturday-first week)', () => {
    expect(jalaliToIsoDate({ jy: 1405, jm: 7, jd: 1 })).toBe('2026-09-23');
    const month = jalaliMonth(1405, 7);
    expect(month.offset).toBe(4);
    expect(month.days).toHaveLength(30);
    expect(month.weeks[0]!.slice(0, 4)).toEqual([null, null, null, null]);
    expect(month.weeks[0]![4]).toMatchObject({ jd: 1, iso: '2026-09-23', weekday: 4 });
    for (const week of month.weeks) expect(week).toHaveLength(7);
  });

  it('knows month lengths, including Esfand of leap and common years', () => {
    expect(jalaliMonth(1404, 1).days).toHaveLength(31);
    expect(jalaliMonth(1403, 12).days).toHaveLength(30);
    expect(jalaliMonth(1404, 12).days).toHaveLength(29);
  });

  it('counts weekdays from Saturday', () => {
    expect(saturdayWeekday('2026-09-19')).toBe(0); // a Saturday
    expect(saturdayWeekday('2026-09-25')).toBe(6); // a Friday
  });

  it('moves between months across years', () => {
    expect(shiftMonth(1404, 12, 1)).toEqual({ jy: 1405, jm: 1 });
    expect(shiftMonth(1405, 1, -1)).toEqual({ jy: 1404, jm: 12 });
    expect(shiftMonth(1405, 7, 0)).toEqual({ jy: 1405, jm: 7 });
  });

  it('finds the events spanning a day', () => {
    const events = [
      { id: 1, startDate: '2026-09-22', endDate: '2026-09-24' },
      { id: 2, startDate: '2026-09-25', endDate: '2026-09-25' },
    ];
    expect(eventsOn(events, '2026-09-23').map((e) => e.id)).toEqual([1]);
    expect(eventsOn(events, '2026-09-25').map((e) => e.id)).toEqual([2]);
    expect(eventsOn(events, '2026-09-26')).toEqual([]);
  });
});
