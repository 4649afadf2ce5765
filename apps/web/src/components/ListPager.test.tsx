import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderWithApp } from '../test/render';
import { ListPager } from './ListPager';

const props = { pageSizes: [25, 50, 100, 200], onPage: () => undefined, onPageSize: () => undefined };

describe('ListPager', () => {
  afterEach(() => act(() => changeLanguage('fa')));

  it('shows the rows, the page size and its choices in Persian digits, with Persian button names', () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    renderWithApp(
      <ListPager {...props} total={140} page={1} pageSize={50} onPage={onPage} onPageSize={onPageSize} />,
    );
    expect(screen.getByText('۵۱–۱۰۰ از ۱۴۰')).toBeTruthy();
    const size = screen.getByRole('combobox', { name: /تعداد ردیف در هر صفحه/ });
    expect(size.textContent).toBe('۵۰');

    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه آخر' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه قبل' }));
    expect(onPage).toHaveBeenLastCalledWith(0);

    fireEvent.mouseDown(size);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['۲۵', '۵۰', '۱۰۰', '۲۰۰']);
    fireEvent.click(options[3]!);
    expect(onPageSize).toHaveBeenCalledWith(200);
  });

  it('speaks English with Latin digits, and an empty list shows no page beyond the first', async () => {
    // Through the app's switch, which loads the English texts of every part first.
    await act(() => changeLanguage('en'));
    renderWithApp(<ListPager {...props} total={0} page={3} pageSize={25} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Rows per page/ }).textContent).toBe('25');
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
