/** Matching Sida's headers: synonyms, Arabic ي/ك, ZWNJ and spaces, presets, the header row, grades. */
import { describe, expect, it } from 'vitest';
import {
  SIDA_COLUMNS,
  findHeaderRow,
  headerKey,
  matchHeaders,
  parseGradeLevel,
} from '../src/modules/sida/sida-columns';

const classList = SIDA_COLUMNS['class-list'];

describe('Sida header matching', () => {
  it('reads a header alike across ي/ك, ZWNJ, spaces, punctuation and digits', () => {
    expect(headerKey('كد ملي')).toBe(headerKey('کد ملی'));
    expect(headerKey('نام\u200cخانوادگی')).toBe(headerKey('نام خانوادگی'));
    expect(headerKey(' نام  خانوادگي: ')).toBe(headerKey('نام‌خانوادگی'));
    expect(headerKey('کلاس ۱')).toBe(headerKey('کلاس 1'));
    expect(headerKey('نام')).not.toBe(headerKey('نام پدر'));
  });

  it('matches synonyms, one header per field, and names the required fields it cannot find', () => {
    const { mapping, missing } = matchHeaders(
      ['شماره ملي', 'اسم', 'فامیلی', 'نام پدر', 'پایه تحصیلی', 'گروه'],
      classList,
    );
    expect(mapping).toEqual({
      nationalCode: 'شماره ملي',
      firstName: 'اسم',
      lastName: 'فامیلی',
      fatherName: 'نام پدر',
      gradeLevel: 'پایه تحصیلی',
    });
    expect(missing).toEqual(['classroom']);
  });

  it("tries the school's preset first, even for a header that is a synonym of another field", () => {
    const { mapping, missing } = matchHeaders(
      ['کد ملی', 'نام', 'نام خانوادگی', 'پایه', 'نام ولی'],
      classList,
      {
        classroom: 'نام ولی',
      },
    );
    expect(mapping.classroom).toBe('نام ولی');
    expect(mapping.fatherName).toBeUndefined();
    expect(missing).toEqual([]);
  });

  it('finds the header row under a title line', () => {
    const rows = [
      ['سامانه سیدا — فهرست'],
      ['کد ملی', 'نام', 'نام خانوادگی', 'کلاس'],
      ['0012345679', 'علی', 'رضایی', '101'],
    ];
    expect(findHeaderRow(rows, classList)).toBe(1);
  });

  it("matches a course list's headers, teacher columns apart from the course's", () => {
    const { mapping, missing } = matchHeaders(
      ['نام كلاس', 'كد درس', 'عنوان درس', 'تعداد واحد', 'ساعت در هفته', 'كد ملي دبير', 'نام دبير'],
      SIDA_COLUMNS['course-list'],
    );
    expect(mapping).toEqual({
      classroom: 'نام كلاس',
      courseCode: 'كد درس',
      courseTitle: 'عنوان درس',
      units: 'تعداد واحد',
      weeklyHours: 'ساعت در هفته',
      teacherNationalCode: 'كد ملي دبير',
      teacherName: 'نام دبير',
    });
    expect(missing).toEqual([]);
    expect(matchHeaders(['کلاس', 'نام درس'], SIDA_COLUMNS['course-list']).missing).toEqual(['courseCode']);
  });

  it('reads grades as numbers or words', () => {
    expect(parseGradeLevel('۱۰')).toBe(10);
    expect(parseGradeLevel('پایه دهم')).toBe(10);
    expect(parseGradeLevel('يازدهم')).toBe(11);
    expect(parseGradeLevel('13')).toBeNull();
    expect(parseGradeLevel('بیستم')).toBeNull();
  });
});
