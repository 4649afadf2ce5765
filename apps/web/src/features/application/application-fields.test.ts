import { describe, expect, it } from 'vitest';
import { checkFile, checkValues, decimalForServer, FORM_FIELDS } from './application-fields';

const filled = {
  firstName: 'نگار',
  lastName: 'سپهری',
  fatherName: 'کامران',
  nationalCode: '0499370899',
  birthDate: '2009-08-03',
  gender: 'female',
  gradeLevel: '10',
  fatherMobile: '۰۹۱۲۳۴۵۶۷۸۹',
  address: 'تهران',
};

describe("the public form's own checks", () => {
  it('asks for every required field and at least one parent mobile', () => {
    const errors = checkValues({}, FORM_FIELDS);
    expect(errors).toMatchObject({
      firstName: 'required',
      nationalCode: 'required',
      fatherMobile: 'parentMobile',
    });
    expect(errors.previousSchool).toBeUndefined();
  });

  it('reads Persian digits and checks the national code, mobiles and the average', () => {
    const valid = { ...filled, nationalCode: '0499370899', previousAverage: '۱۸٫۷۵' };
    expect(checkValues(valid, FORM_FIELDS)).toEqual({});
    expect(checkValues({ ...valid, nationalCode: '1234567890' }, FORM_FIELDS)).toEqual({
      nationalCode: 'nationalCode',
    });
    expect(checkValues({ ...valid, motherMobile: '0212' }, FORM_FIELDS)).toEqual({ motherMobile: 'mobile' });
    expect(checkValues({ ...valid, previousAverage: '۲۱' }, FORM_FIELDS)).toEqual({
      previousAverage: 'average',
    });
    expect(decimalForServer('۱۸٫۷۵')).toBe('18.75');
    expect(decimalForServer('18/5')).toBe('18.5');
  });

  it('checks a chosen document by its size and kind before sending', () => {
    expect(checkFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkFile(new File(['<html>'], 'a.html', { type: 'text/html' }))).toBe('fileType');
    expect(checkFile(new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }))).toBe(
      'fileSize',
    );
  });
});
