import { describe, expect, it } from 'vitest';
import {
  ENTITIES,
  classroomsEntity,
  entityWriteSchema,
  officeManagersEntity,
  rolesEntity,
  schoolsEntity,
  studentsEntity,
  teachersEntity,
  usersEntity,
} from '../src';

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registry', () => {
  it('has unique entity names; every reference points at a registered entity; title fields exist', () => {
    const names = ENTITIES.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entity of ENTITIES) {
      expect(entity.fields.some((f) => f.name === entity.titleField) || entity.titleField === 'id').toBe(
        true,
      );
      for (const field of entity.fields.filter((f) => f.type === 'reference')) {
        expect(names, `${entity.name}.${field.name}`).toContain(field.ref);
      }
    }
  });
});

describe('generated write schemas', () => {
  it('requires required fields with the Persian message, also when only spaces are sent', () => {
    const result = entityWriteSchema(classroomsEntity, 'create').safeParse({ name: '   ' });
    expect(errors(result)).toMatchObject({
      name: 'این فیلد الزامی است.',
      gradeLevel: 'این فیلد الزامی است.',
    });
  });

  it('rejects unknown fields', () => {
    const result = entityWriteSchema(classroomsEntity, 'create').safeParse({
      name: '۱۰۱',
      gradeLevel: '10',
      schoolId: 2,
    });
    expect(result.success).toBe(false);
  });

  it('normalises Persian text, digits in numbers and codes, and phone formats', () => {
    const parsed = entityWriteSchema(officeManagersEntity, 'create').parse({
      firstName: ' علي ',
      lastName: 'كريمي  نژاد',
      nationalCode: '۰۴۹۹۳۷۰۸۹۹',
      mobile: '+98 912 123 4567',
    });
    expect(parsed).toMatchObject({
      firstName: 'علی',
      lastName: 'کریمی نژاد',
      nationalCode: '0499370899',
      mobile: '09121234567',
    });
    const classroom = entityWriteSchema(classroomsEntity, 'create').parse({
      name: '۱۰۱',
      gradeLevel: '10',
      capacity: '۳۰',
    });
    expect(classroom).toMatchObject({ capacity: 30 });
  });

  it('stores the digits of every code in ASCII, whichever digits were typed', () => {
    const student = entityWriteSchema(studentsEntity, 'update').parse({
      version: 1,
      studentNumber: ' ۱۴۰۵۰۱ ',
      foreignId: 'ب-٤٥٦',
      postalCode: '۱۲۳۴۵۶۷۸۹۰',
      homePhone: '۰۲۱-۶۶۴۰۰۰۰۰',
      fatherMobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
    });
    expect(student).toMatchObject({
      studentNumber: '140501',
      foreignId: 'ب-456',
      postalCode: '1234567890',
      homePhone: '02166400000',
      fatherMobile: '09121234567',
    });
    const teacher = entityWriteSchema(teachersEntity, 'update').parse({ version: 1, personnelCode: '٨٧٦۵۴' });
    expect(teacher.personnelCode).toBe('87654');
  });

  it('holds every code-like text field, present and future, to a format that stores ASCII digits', () => {
    const codeLike = /(code|number|Id)$/i;
    for (const entity of ENTITIES) {
      for (const field of entity.fields.filter((f) => f.type === 'text' && codeLike.test(f.name))) {
        expect(['code', 'digits'], `${entity.name}.${field.name}`).toContain(field.format);
      }
    }
  });

  it('gives field-specific Persian messages for bad codes, numbers and options', () => {
    const result = entityWriteSchema(officeManagersEntity, 'create').safeParse({
      firstName: 'a',
      lastName: 'b',
      nationalCode: '1234567890',
      mobile: '12',
    });
    expect(errors(result)).toMatchObject({
      nationalCode: 'کد ملی معتبر نیست.',
      mobile: expect.stringContaining('شماره تلفن معتبر نیست'),
    });
    const bad = entityWriteSchema(classroomsEntity, 'create').safeParse({
      name: 'x',
      gradeLevel: '13',
      capacity: 500,
    });
    expect(errors(bad)).toMatchObject({
      gradeLevel: 'یکی از گزینه‌ها را انتخاب کنید.',
      capacity: 'بیشترین مقدار مجاز ۶۰ است.',
    });
  });

  it('on update makes fields optional but needs a version, and empty optional values become null', () => {
    const schema = entityWriteSchema(schoolsEntity, 'update');
    expect(schema.safeParse({ name: 'x' }).success).toBe(false);
    expect(schema.parse({ version: 3, phone: '' })).toEqual({ version: 3, phone: null });
    expect(errors(schema.safeParse({ version: 1, name: '' }))).toMatchObject({
      name: 'این فیلد الزامی است.',
    });
  });

  it('checks role permissions against the catalogue and keeps them sorted and unique', () => {
    const schema = entityWriteSchema(rolesEntity, 'create');
    expect(
      schema.parse({ name: 'ناظم', permissions: ['students.list', 'classrooms.list', 'students.list'] })
        .permissions,
    ).toEqual(['classrooms.list', 'students.list']);
    expect(schema.safeParse({ name: 'ناظم', permissions: ['drop.tables'] }).success).toBe(false);
    expect(schema.safeParse({ name: 'ناظم', isSystem: true }).success).toBe(false);
  });

  it('requires a password only on create', () => {
    expect(
      errors(entityWriteSchema(usersEntity, 'create').safeParse({ username: 'a', fullName: 'b' })),
    ).toMatchObject({
      password: 'این فیلد الزامی است.',
    });
    expect(entityWriteSchema(usersEntity, 'update').safeParse({ version: 1, fullName: 'b' }).success).toBe(
      true,
    );
  });
});

describe('entity labels', () => {
  it('labels every field and every enum option of every entity in both languages', async () => {
    const { ENTITY_LABELS_FA, ENTITY_LABELS_EN } = await import('../src');
    for (const labels of [ENTITY_LABELS_FA, ENTITY_LABELS_EN]) {
      for (const entity of ENTITIES) {
        for (const field of entity.fields) {
          expect(labels[entity.name]?.fields[field.name], `${entity.name}.${field.name}`).toBeTruthy();
          for (const option of field.options ?? []) {
            expect(
              labels[entity.name]?.options?.[field.name]?.[option],
              `${entity.name}.${field.name}.${option}`,
            ).toBeTruthy();
          }
        }
      }
    }
  });
});
