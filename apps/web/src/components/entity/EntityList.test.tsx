import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classroomsEntity } from '@school/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import { EntityList } from './EntityList';

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

  it('paints the title and toolbar first, then the grid where its placeholder stood', async () => {
    globalThis.fetch = fakeFetch(() => page([row])).fetch as typeof fetch;
    const { container } = renderEntityScreen(<EntityList def={classroomsEntity} />);
    // The first render: the page's heading and toolbar, and a placeholder instead of the grid.
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByTestId('entity-search')).toBeTruthy();
    expect(screen.getByTestId('entity-grid-placeholder')).toBeTruthy();
    expect(container.querySelector('.MuiDataGrid-root')).toBeNull();
    expect(await screen.findByText('ریاضی فیزیک')).toBeTruthy();
    expect(screen.queryByTestId('entity-grid-placeholder')).toBeNull();
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
    fireEvent.mouseLeave(screen.getByRole('grid'));
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

  it('asks the server for the page, sort, debounced search and filters, and exports with the same criteria', async () => {
    const server = fakeFetch((call) => (call.url.includes('export.xlsx') ? { body: {} } : page([row], 60)));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<EntityList def={classroomsEntity} />);
    await screen.findByText('ریاضی فیزیک');
    expect(query(server.calls[0]!.url)).toEqual({ page: '1', pageSize: '25', sort: 'name:asc' });
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
});
