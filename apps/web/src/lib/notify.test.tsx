import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { notify } from './notify';

describe('toasts', () => {
  afterEach(() => i18n.changeLanguage('fa'));

  it('show the digits of a message in the language’s own digits', async () => {
    render(<ToastContainer />);
    await notify('error', 'این کلاس در این زنگ درس «ادبیات فارسی ۱ — 102» را دارد.');
    expect(await screen.findByText('این کلاس در این زنگ درس «ادبیات فارسی ۱ — ۱۰۲» را دارد.')).toBeTruthy();
    await i18n.changeLanguage('en');
    await notify('info', 'Class 102 at period ۲');
    expect(await screen.findByText('Class 102 at period 2')).toBeTruthy();
  });
});
