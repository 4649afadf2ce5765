/**
 * The shared person label in a picker: five students of one surname read apart — full name, and on
 * the second line their classroom and national code — and the chosen one keeps its classroom.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const NAMESAKES = [
  { id: 1, title: 'علی گودرزی', context: '101', detail: '0012345679' },
  { id: 2, title: 'رضا گودرزی', context: '102', detail: '0023456781' },
  { id: 3, title: 'مهدی گودرزی', context: '111', detail: '0034567892' },
  { id: 4, title: 'حسین گودرزی', context: '112', detail: '0045678903' },
  { id: 5, title: 'امیر گودرزی', context: '121', detail: '0056789014' },
];

describe('ReferenceAutocomplete with the person label', () => {
  it('tells five students of one surname apart by full name, classroom and national code', async () => {
    globalThis.fetch = fakeFetch(() => ({ body: { success: true, data: NAMESAKES } })).fetch as typeof fetch;
    const onChange = vi.fn();
    renderEntityScreen(
      <ReferenceAutocomplete
        refEntity="students"
        name="studentId"
        label="دانش‌آموز"
        value={null}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options).toHaveLength(5);
    const texts = options.map((o) => o.textContent);
    // Every option differs from the others, and none is a bare surname.
    expect(new Set(texts).size).toBe(5);
    expect(texts[0]).toContain('علی گودرزی');
    expect(texts[0]).toContain('۱۰۱');
    expect(texts[0]).toContain('۰۰۱۲۳۴۵۶۷۹');
    const detail = within(options[1]!).getByTestId('person-label-detail');
    expect(detail.textContent).toBe('۱۰۲ · ۰۰۲۳۴۵۶۷۸۱');
    fireEvent.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows a chosen student with their classroom in the field', async () => {
    globalThis.fetch = fakeFetch(() => ({ body: { success: true, data: NAMESAKES.slice(2, 3) } }))
      .fetch as typeof fetch;
    renderEntityScreen(
      <ReferenceAutocomplete
        refEntity="students"
        name="studentId"
        label="دانش‌آموز"
        value={3}
        onChange={() => undefined}
      />,
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('مهدی گودرزی · ۱۱۱'),
    );
  });
});
