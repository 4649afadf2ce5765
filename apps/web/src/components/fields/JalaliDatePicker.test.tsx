import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toJalali, toPersianDigits } from '@school/shared';
import { renderWithApp } from '../../test/render';
import { JalaliDatePicker } from './JalaliDatePicker';

function Harness({ initial = null, yearsBack }: { initial?: string | null; yearsBack?: number }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <JalaliDatePicker
        name="birthDate"
        label="تاریخ تولد"
        value={value}
        onChange={setValue}
        yearsBack={yearsBack}
      />
      <output data-testid="value">{value ?? 'null'}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'تاریخ تولد' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;
const typeDate = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

describe('JalaliDatePicker', () => {
  it('takes a date typed with Persian digits and shows it back in full', () => {
    renderWithApp(<Harness />);
    typeDate('۱۳۹۰/۰۵/۱۲');
    expect(value()).toBe('2011-08-03');
    expect(input().value).toBe('۱۳۹۰/۰۵/۱۲');
  });

  it('takes 1390/5/12 with Latin digits and short month and day', () => {
    renderWithApp(<Harness />);
    typeDate('1390/5/12');
    expect(value()).toBe('2011-08-03');
    expect(input().value).toBe('۱۳۹۰/۰۵/۱۲');
    typeDate('١٣٩٠-٥-١٣');
    expect(value()).toBe('2011-08-04');
  });

  it('refuses a day that does not exist with a Persian message, keeping the previous date', () => {
    renderWithApp(<Harness initial="2011-08-03" />);
    typeDate('1390/13/01');
    expect(value()).toBe('2011-08-03');
    expect(input().value).toBe('۱۳۹۰/۱۳/۰۱');
    expect(screen.getByText('تاریخ معتبر نیست؛ به شکل ۱۳۹۰/۰۵/۱۲ بنویسید.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    typeDate('');
    expect(value()).toBe('null');
  });

  it('has a Persian placeholder', () => {
    renderWithApp(<Harness />);
    expect(input().placeholder).toBe('مثلاً ۱۳۹۰/۰۵/۱۲');
  });

  it('opens a birth date’s calendar on the years some years back, not on today', async () => {
    renderWithApp(<Harness yearsBack={14} />);
    fireEvent.click(screen.getByTestId('date-open-birthDate'));
    const dialog = await screen.findByRole('dialog');
    const year = toPersianDigits(toJalali(new Date()).jy - 14);
    // The header names the month of that year, and the year list is shown to pick from.
    const header = dialog.querySelector('.MuiPickersCalendarHeader-label');
    expect(header?.textContent).toContain(year);
    expect(within(dialog).getByRole('radio', { name: year })).toBeTruthy();
  });

  it('still takes a day picked from the calendar, confirmed with OK', async () => {
    renderWithApp(<Harness initial="2011-08-03" />);
    fireEvent.click(screen.getByTestId('date-open-birthDate'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '۱۵' }));
    expect(value()).toBe('2011-08-03');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(value()).toBe('2011-08-06'));
    expect(input().value).toBe('۱۳۹۰/۰۵/۱۵');
  });
});
