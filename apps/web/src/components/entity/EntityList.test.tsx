import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classroomsEntity, LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { entityListQuery } from '../../lib/entity-queries';
import { connectQueryClient, resetPageQueries, startPageQueries } from '../../lib/page-queries';
import { phoneWidth } from '../../test/phone-width';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import { EntityList } from './EntityList';
import { FIRST_PAGE_QUERY } from './list-query';
import { ROW_HEIGHT } from './EntityTable';

const realFetch = globalThis.fetch;
const page = (items: unknown[], total = items.length) => ({
  body: { success: true, data: { items, total, page: 1, pageSize: 25 } },
});
const row = {
  id: 7,
  version: 1,
  name: '101',
  gradeLevel: '10',
  majorId: 2,
  capacity: 30,
  room: null,
  _titles: { majorId: 'ریاضی فیزیک' },
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('EntityList', () => {
  it('shows the spec’s exact text for an empty table', async () => {
    globalThis.fetch = fakeFetch(() => page([])).fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    expect(await screen.findByText('داده ای یافت نشد.')).toBeTruthy();
    expect(screen.getByTestId('entity-list-classrooms')).toBeTruthy();
  });

  it('keeps a page of rows’ room under the header while the first page loads, then shows the rows', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const server = fakeFetch(() => new Promise<unknown>((resolve) => (answer = resolve)) as Promise<never>);
    globalThis.fetch = server.fetch as typeof fetch;
    const { container } = renderEntityScreen(<EntityList def={classroomsEntity} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    // Text pasted past the server's limit is cut in the box rather than refused by the server.
    expect((screen.getByTestId('entity-search') as HTMLInputElement).maxLength).toBe(LIST_SEARCH_MAX_LENGTH);
    expect(container.querySelector('th[data-field="name"]')).toBeTruthy();
    const room = screen.getByTestId('entity-rows-placeholder');
    expect(getComputedStyle(room).height).toBe(`${25 * ROW_HEIGHT}px`);
    answer(page([row]));
    expect(await screen.findByText('ریاضی فیزیک')).toBeTruthy();
    expect(screen.queryByTestId('entity-rows-placeholder')).toBeNull();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('shows the spec’s exact text while loading', async () => {
    globalThis.fetch = fakeFetch(() => new Promise<never>(() => undefined)).fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    expect(await screen.findByText('در حال دریافت دادهها ...')).toBeTruthy();
  });

  it('renders rows with their labels and row actions', async () => {
    globalThis.fetch = fakeFetch(() => page([row])).fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    expect(await screen.findByText('ریاضی فیزیک')).toBeTruthy();
    expect(screen.getByText('پایه دهم')).toBeTruthy();
    expect(screen.getByTestId('entity-edit-7').getAttribute('href')).toBe('/manager/classrooms/detail/7');
    expect(screen.getByTestId('entity-delete-7')).toBeTruthy();
    expect(screen.getByTestId('entity-add')).toBeTruthy();
  });

  it('names the row buttons and shows their one shared tooltip on hover, gone when the pointer leaves', async () => {
    globalThis.fetch = fakeFetch(() => page([row])).fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    const remove = await screen.findByTestId('entity-delete-7');
    expect(screen.getByRole('link', { name: 'ویرایش' })).toBe(screen.getByTestId('entity-edit-7'));
    expect(screen.getByRole('button', { name: 'حذف' })).toBe(remove);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(remove.querySelector('svg')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('حذف');
    fireEvent.mouseOver(screen.getByTestId('entity-edit-7'));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('ویرایش'));
    fireEvent.mouseLeave(screen.getByTestId('entity-table'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('hides add, edit and delete from a user who may only list', async () => {
    globalThis.fetch = fakeFetch(() => page([row])).fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />, {
      rules: [{ action: 'classrooms.list', subject: 'admin' }],
    });
    await screen.findByText('ریاضی فیزیک');
    expect(screen.queryByTestId('entity-add')).toBeNull();
    expect(screen.queryByTestId('entity-edit-7')).toBeNull();
    expect(screen.queryByTestId('entity-delete-7')).toBeNull();
  });

  it('shows the first page the navigation asked for before the list rendered, without asking again', async () => {
    const server = fakeFetch(() => page([row]));
    globalThis.fetch = server.fetch as typeof fetch;
    resetPageQueries();
    try {
      // What the route table starts when the navigation starts, before the page's code has come.
      startPageQueries([entityListQuery('classrooms', FIRST_PAGE_QUERY)]);
      expect(server.calls.map((c) => c.url)).toEqual(['/api/classrooms?page=1&pageSize=25']);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      connectQueryClient(queryClient);
      renderEntityScreen(<EntityList def={classroomsEntity} />, { queryClient });
      expect(await screen.findByText('ریاضی فیزیک')).toBeTruthy();
      expect(server.calls).toHaveLength(1);
    } finally {
      resetPageQueries();
    }
  });

  it('asks the server for the page, sort, debounced search and filters, and exports with the same criteria', async () => {
    const server = fakeFetch((call) => (call.url.includes('export.xlsx') ? { body: {} } : page([row], 60)));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    await screen.findByText('ریاضی فیزیک');
    // The registry's default sort is the server's too: the first page is the request the route
    // table starts at navigation (FIRST_PAGE_QUERY), while the header shows the order.
    expect(query(server.calls[0]!.url)).toEqual({ page: '1', pageSize: '25' });
    expect(server.calls[0]!.url.startsWith('/api/classrooms?')).toBe(true);

    fireEvent.change(screen.getByTestId('entity-search'), { target: { value: 'ریاضی' } });
    await waitFor(() => expect(query(server.calls.at(-1)!.url)).toMatchObject({ q: 'ریاضی', page: '1' }));

    fireEvent.mouseDown(within(await screen.findByTestId('filter-gradeLevel')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'پایه یازدهم' }));
    await waitFor(() =>
      expect(query(server.calls.at(-1)!.url)).toMatchObject({ gradeLevel: '11', q: 'ریاضی' }),
    );

    fireEvent.click(screen.getByTestId('entity-export'));
    await waitFor(() => expect(server.calls.at(-1)!.url).toContain('/api/classrooms/export.xlsx?'));
    expect(query(server.calls.at(-1)!.url)).toEqual({ sort: 'name:asc', q: 'ریاضی', gradeLevel: '11' });
  });

  it('sorts by a header: ascending, descending, then the list’s default order; pages and page sizes', async () => {
    const server = fakeFetch(() => page([row], 60));
    globalThis.fetch = server.fetch as typeof fetch;
    const { container } = renderEntityScreen(<EntityList def={classroomsEntity} />);
    await screen.findByText('ریاضی فیزیک');
    const last = () => query(server.calls.at(-1)!.url);
    const header = (field: string) => container.querySelector(`th[data-field="${field}"]`)!;
    expect(header('name').getAttribute('aria-sort')).toBe('ascending');
    // Not sortable in the registry: no sort button.
    expect(within(header('majorId') as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('gradeLevel') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'gradeLevel:asc', page: '1' }));
    fireEvent.click(within(header('gradeLevel') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'gradeLevel:desc' }));
    expect(header('gradeLevel').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header('gradeLevel') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(last().sort).toBeUndefined());

    expect(screen.getByText('۱–۲۵ از ۶۰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه بعد' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '2', pageSize: '25' }));
    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه آخر' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '3' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /تعداد ردیف/ }));
    fireEvent.click(await screen.findByRole('option', { name: '۵۰' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1', pageSize: '50' }));
  });

  it('hides and shows columns from the chooser, and goes back to the default columns', async () => {
    globalThis.fetch = fakeFetch(() => page([row])).fetch as typeof fetch;
    const { container } = renderEntityScreen(<EntityList def={classroomsEntity} />);
    await screen.findByText('ریاضی فیزیک');
    const shown = () => [...container.querySelectorAll('th')].map((th) => th.dataset.field);
    expect(shown()).toEqual(['name', 'gradeLevel', 'majorId', 'capacity', '__actions']);
    const majorLabel = container.querySelector('th[data-field="majorId"]')!.textContent!;

    fireEvent.click(screen.getByTestId('entity-columns'));
    const chooser = await screen.findByTestId('column-chooser');
    fireEvent.click(within(chooser).getByRole('checkbox', { name: majorLabel }));
    expect(shown()).not.toContain('majorId');
    expect(screen.queryByText('ریاضی فیزیک')).toBeNull();
    fireEvent.click(within(chooser).getByTestId('columns-show-all'));
    expect(shown()).toEqual(expect.arrayContaining(['majorId', 'createdAt', 'updatedAt']));
    fireEvent.click(within(chooser).getByTestId('columns-default'));
    expect(shown()).toEqual(['name', 'gradeLevel', 'majorId', 'capacity', '__actions']);
  });

  it('on a phone folds the filters behind a button that counts those set, and offers no column chooser', async () => {
    // Below the theme's md breakpoint (900 px): a phone, where the rows are cards.
    const restore = phoneWidth();
    try {
      const server = fakeFetch(() => page([row]));
      globalThis.fetch = server.fetch as typeof fetch;
      renderEntityScreen(<EntityList def={classroomsEntity} />);
      expect(await screen.findByTestId('entity-card-7')).toBeTruthy();
      expect(screen.queryByTestId('entity-filters')).toBeNull();
      expect(screen.queryByTestId('entity-columns')).toBeNull();
      const toggle = screen.getByTestId('entity-filters-toggle');
      expect(toggle.textContent).toBe('فیلترها');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.mouseDown(within(await screen.findByTestId('filter-gradeLevel')).getByRole('combobox'));
      fireEvent.click(await screen.findByRole('option', { name: 'پایه یازدهم' }));
      await waitFor(() => expect(query(server.calls.at(-1)!.url)).toMatchObject({ gradeLevel: '11' }));
      expect(toggle.textContent).toBe('فیلترها (۱)');

      // Folded again, the filter still holds and the button still says so.
      fireEvent.click(toggle);
      expect(screen.queryByTestId('entity-filters')).toBeNull();
      expect(toggle.textContent).toBe('فیلترها (۱)');
      expect(query(server.calls.at(-1)!.url)).toMatchObject({ gradeLevel: '11' });
    } finally {
      restore();
    }
  });

  it('goes to the last page when the one shown has emptied (its last row deleted)', async () => {
    let total = 51;
    const server = fakeFetch((call) => {
      if (call.method === 'DELETE') {
        total = 50;
        return { body: { success: true, data: null } };
      }
      return page(Number(query(call.url).page) <= Math.ceil(total / 25) ? [row] : [], total);
    });
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    await screen.findByText('ریاضی فیزیک');
    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه آخر' }));
    await waitFor(() => expect(query(server.calls.at(-1)!.url)).toMatchObject({ page: '3' }));
    await screen.findByText('۵۱–۵۱ از ۵۱');
    // The only row of page 3 is deleted: the list asks for page 3 again, finds it empty, shows page 2.
    fireEvent.click(screen.getByTestId('entity-delete-7'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(query(server.calls.at(-1)!.url)).toMatchObject({ page: '2' }));
    expect(await screen.findByText('۲۶–۵۰ از ۵۰')).toBeTruthy();
  });
});
