import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ReportTableView } from './ReportTableView';
import type { TableModel } from './table-model';
import { FIRST_ROWS } from './use-revealed-rows';

const table = (rows: number, tag = 'ردیف'): TableModel => ({
  headers: ['نام', 'غیبت'],
  rows: Array.from({ length: rows }, (_, i) => [`${tag} ${i + 1}`, String(i)]),
  totals: ['جمع', String(rows)],
  numeric: [1],
});

const bodyRows = () => document.querySelectorAll('[data-testid="report-table"] tr.report-row').length;

describe('ReportTableView with a long report', () => {
  it('shows the first rows at once and the rest in a later task, the totals row last', async () => {
    const rows = FIRST_ROWS * 10 + 50;
    const { unmount } = renderWithApp(<ReportTableView model={table(rows)} emptyText="خالی" />);
    expect(bodyRows()).toBe(FIRST_ROWS);
    expect(screen.queryByTestId('report-totals')).toBeNull();
    await waitFor(() => expect(bodyRows()).toBe(rows));
    expect(screen.getByTestId('report-totals').textContent).toContain(String(rows));
    unmount();
  });

  it('renders every row before printing', () => {
    const rows = FIRST_ROWS * 4;
    const { unmount } = renderWithApp(<ReportTableView model={table(rows)} emptyText="خالی" />);
    expect(bodyRows()).toBe(FIRST_ROWS);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows()).toBe(rows);
    expect(screen.getByTestId('report-totals')).toBeTruthy();
    unmount();
  });

  it('starts a new report from its first rows, and a short one shows whole at once', async () => {
    const { rerender, unmount } = renderWithApp(
      <ReportTableView model={table(FIRST_ROWS * 2)} emptyText="خالی" />,
    );
    await waitFor(() => expect(bodyRows()).toBe(FIRST_ROWS * 2));
    rerender(<ReportTableView model={table(FIRST_ROWS * 3, 'دیگر')} emptyText="خالی" />);
    expect(bodyRows()).toBe(FIRST_ROWS);
    expect(screen.getByText('دیگر 1')).toBeTruthy();
    rerender(<ReportTableView model={table(5)} emptyText="خالی" />);
    expect(bodyRows()).toBe(5);
    expect(screen.getByTestId('report-totals')).toBeTruthy();
    unmount();
  });
});
