/**
 * A printed form puts every value in as text: a student's name written as markup shows as those
 * characters and creates no element, nor does markup typed into the template; an empty value leaves
 * a line to write on.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { FormSheet } from './FormSheet';

const NAME = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('FormSheet', () => {
  it('prints a name written as markup as its characters, never as an element', () => {
    const { container } = renderWithApp(
      <FormSheet
        template={{
          title: 'گواهی <b>اشتغال</b>',
          body: 'گواهی می‌شود {{student.fullName}} فرزند {{student.fatherName}} <i>در</i> {{school.name}} است.',
          signature: '{{school.principal}}\nمدیر مدرسه',
        }}
        values={{
          'student.fullName': NAME,
          'school.name': 'دبیرستان فرهنگ',
          'school.principal': 'محمد حسینی',
        }}
        schoolName="دبیرستان فرهنگ"
        logo={null}
      />,
    );
    const sheet = screen.getByTestId('form-sheet');
    expect(sheet.querySelector('img, script, b, i')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const body = screen.getByTestId('form-sheet-body').textContent!;
    expect(body).toContain(`گواهی می‌شود ${NAME} فرزند ……………`);
    expect(body).toContain('<i>در</i> دبیرستان فرهنگ است.');
    expect(screen.getByTestId('form-sheet-title').textContent).toBe('گواهی <b>اشتغال</b>');
    expect(screen.getByTestId('form-sheet-signature').textContent).toBe('محمد حسینی\nمدیر مدرسه');
    expect(sheet.querySelector('[data-placeholder="student.fullName"]')!.textContent).toBe(NAME);
  });
});
