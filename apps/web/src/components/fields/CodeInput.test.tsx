import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { CodeInput } from './CodeInput';

const phone = () =>
  renderWithApp(<CodeInput kind="phone" name="mobile" label="موبایل" value="" onChange={() => undefined} />);

/** A national code input holding its value the way a form does; `seen` gets every value it is given. */
function NationalCode({ initial, seen }: { initial: string; seen: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      kind="nationalCode"
      name="nationalCode"
      label="کد ملی"
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

afterEach(() => i18n.changeLanguage('fa'));

describe('CodeInput', () => {
  it('shows a stored code in Persian digits, keeps Latin ones in the form, and the caret where typing left it', async () => {
    await i18n.changeLanguage('fa');
    const seen = vi.fn();
    renderWithApp(<NationalCode initial="0011002591" seen={seen} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('۰۰۱۱۰۰۲۵۹۱');
    // A Latin «7» typed after the third digit, on an English keyboard.
    input.focus();
    fireEvent.change(input, { target: { value: '۰۰۱7۱۰۰۲۵۹', selectionStart: 4, selectionEnd: 4 } });
    expect(seen).toHaveBeenLastCalledWith('0017100259');
    expect(input.value).toBe('۰۰۱۷۱۰۰۲۵۹');
    expect(input.selectionStart).toBe(4);
  });

  it('shows Latin digits in English', async () => {
    await i18n.changeLanguage('en');
    renderWithApp(<NationalCode initial="0011002591" seen={() => undefined} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('0011002591');
  });

  it('shows its example in Persian digits in Persian, in Latin ones in English', async () => {
    phone();
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await i18n.changeLanguage('en');
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('09121234567');
  });
});
