import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { CodeInput } from './CodeInput';

const phone = () =>
  renderWithApp(<CodeInput kind="phone" name="mobile" label="موبایل" value="" onChange={() => undefined} />);

describe('CodeInput', () => {
  it('shows its example in Persian digits in Persian, in Latin ones in English', async () => {
    phone();
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    await i18n.changeLanguage('en');
    expect((screen.getByRole('textbox') as HTMLInputElement).placeholder).toBe('09121234567');
  });
});
