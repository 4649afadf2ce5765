import { describe, expect, it } from 'vitest';
import { imageUploadFields } from './upload-photo';

describe('image upload fields', () => {
  it('sends the entity as the kind of a photo (stored for the current school)', () => {
    expect(imageUploadFields('students')).toEqual({ kind: 'students' });
    expect(imageUploadFields('teachers', 7)).toEqual({ kind: 'teachers' });
  });

  it("names the edited school for a school's logo, and needs the school saved first", () => {
    expect(imageUploadFields('schools', 12)).toEqual({ kind: 'school-logo', schoolId: '12' });
    expect(imageUploadFields('schools')).toBeNull();
  });
});
