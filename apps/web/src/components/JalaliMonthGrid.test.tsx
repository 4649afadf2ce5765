import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { jalaliMonth } from '../lib/jalali-month';
import { JalaliMonthGrid, shortWeekday } from './JalaliMonthGrid';

const WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];

describe('JalaliMonthGrid', () => {
  it('shortens weekday names the Persian calendar’s way, Latin ones to three letters', () => {
    expect(WEEKDAYS.map(shortWeekday)).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    expect(shortWeekday('Saturday')).toBe('Sat');
  });

  it('names each column in full for assistive technology and carries both the full and the short name', () => {
    render(
      <JalaliMonthGrid
        month={jalaliMonth(1405, 9)}
        weekdayLabel={(weekday) => WEEKDAYS[weekday]!}
        renderDay={(day) => day.iso}
        minCellHeight={40}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual(WEEKDAYS);
    expect([...headers[3]!.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['سه‌شنبه', 'س']);
    // Azar 1405 has 30 days, all in the grid.
    expect(screen.getAllByRole('gridcell').filter((c) => c.textContent !== '')).toHaveLength(30);
  });
});
