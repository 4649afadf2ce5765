import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderEntityScreen } from '../../test/render-entity';
import { RichTextInput } from './RichTextInput';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextInput
      name="body"
      label="متن اطلاعیه"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('the rich text input', () => {
  it('shows stored HTML in an editable box under its formatting toolbar (typing is tried end to end)', async () => {
    const seen: string[] = [];
    renderEntityScreen(<Field initial="<p>سلام <strong>دنیا</strong></p>" seen={seen} />);
    const editor = await screen.findByTestId('rich-text-body', {}, { timeout: 10_000 });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.querySelector('strong')?.textContent).toBe('دنیا');
    expect(screen.getByRole('toolbar').querySelectorAll('button').length).toBeGreaterThanOrEqual(12);
  });

  it('turns old plain text into paragraphs', async () => {
    renderEntityScreen(<Field initial={'سطر یک\nسطر دو'} seen={[]} />);
    const editor = await screen.findByTestId('rich-text-body', {}, { timeout: 10_000 });
    expect(editor.innerHTML).toContain('سطر یک<br');
  });
});
