/**
 * The form editor's text: a placeholder picked from the list goes where the cursor was, an unknown
 * one is named before saving, and the preview beside it fills the text for the sample student.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import FormBodyInput from './FormBodyInput';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function Harness({ initial, signature = '' }: { initial: string; signature?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <FormBodyInput
      name="body"
      label="متن فرم"
      value={value}
      onChange={setValue}
      values={{ title: 'گواهی اشتغال به تحصیل', body: value, signature }}
    />
  );
}

function server() {
  const fake = fakeFetch(() => ({
    body: {
      success: true,
      data: {
        values: { 'student.fullName': 'سارا احمدی', 'school.name': 'دبیرستان فرهنگ', today: '۱۴۰۵/۰۹/۰۵' },
        school: { name: 'دبیرستان فرهنگ', logo: null },
      },
    },
  }));
  globalThis.fetch = fake.fetch as typeof fetch;
  return fake.calls;
}

describe('FormBodyInput', () => {
  it('puts a picked placeholder at the cursor and previews the text filled for the sample student', async () => {
    const calls = server();
    renderEntityScreen(<Harness initial="گواهی می‌شود  مشغول به تحصیل است." />);
    const input = screen.getByTestId('form-body-input') as HTMLTextAreaElement;
    input.focus();
    input.setSelectionRange(13, 13);
    fireEvent.click(screen.getByTestId('placeholder-student.fullName'));
    expect(input.value).toBe('گواهی می‌شود {{student.fullName}} مشغول به تحصیل است.');
    await waitFor(() =>
      expect(screen.getByTestId('form-sheet-body').textContent).toBe(
        'گواهی می‌شود سارا احمدی مشغول به تحصیل است.',
      ),
    );
    expect(screen.getByTestId('form-sheet-title').textContent).toBe('گواهی اشتغال به تحصیل');
    expect(calls.map((c) => c.url)).toEqual(['/api/forms/preview']);
    expect(screen.queryByTestId('form-unknown-placeholders')).toBeNull();
  });

  it('names unknown placeholders of the text and the signature before saving', () => {
    server();
    renderEntityScreen(<Harness initial="{{student.name}} {{today}}" signature="{{principal}}" />);
    expect(screen.getByTestId('form-unknown-placeholders').textContent).toContain(
      '{{student.name}}، {{principal}}',
    );
  });
});
