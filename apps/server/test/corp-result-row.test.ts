/**
 * One row of an institute's results sheet, read and checked without a database: numbers as people
 * type them, ranges and whole numbers, the national code with its check digit and lost zeros, a
 * course left empty, a row without results.
 */
import { withNationalCheckDigit } from '@school/shared';
import { describe, expect, it } from 'vitest';
import {
  RESULT_MESSAGES,
  hasResults,
  parseResultRow,
  readNationalCode,
  readNumber,
} from '../src/modules/corp-exams/result-row';
import { resultColumns } from '../src/modules/corp-exams/result-sheet';

const courses = [
  { id: 3, title: 'ریاضی ۳', code: '1201' },
  { id: 4, title: 'فیزیک ۳', code: '1202' },
];
const CODE = withNationalCheckDigit('012345678');

describe('readNumber', () => {
  it('reads Persian and Arabic digits, «٫» or «/» as the point, separators, and a minus on either side', () => {
    expect(readNumber('۴۵٫۵')).toBe(45.5);
    expect(readNumber('٤٥/٢٥')).toBe(45.25);
    expect(readNumber('۵٬۲۳۰')).toBe(5230);
    expect(readNumber('5,230')).toBe(5230);
    expect(readNumber('12.5-')).toBe(-12.5);
    expect(readNumber('−۳۳٫۳۳')).toBe(-33.33);
    expect(readNumber(' 7 ')).toBe(7);
  });

  it('gives null for an empty cell and undefined for text that is no number', () => {
    expect(readNumber('')).toBeNull();
    expect(readNumber('  ')).toBeNull();
    expect(readNumber('غایب')).toBeUndefined();
    expect(readNumber('1.2.3')).toBeUndefined();
    expect(readNumber('-')).toBeUndefined();
  });
});

describe('readNationalCode', () => {
  it('puts back the zeros Excel drops and reads Persian digits', () => {
    expect(readNationalCode(CODE.slice(1))).toBe(CODE);
    expect(readNationalCode(CODE.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))).toBe(CODE);
  });
});

describe('parseResultRow', () => {
  const cells = (extra: Record<string, string>) => ({ nationalCode: CODE, ...extra });

  it('reads a full row: each course’s three figures and the overall ones', () => {
    const { result, errors } = parseResultRow(
      cells({
        c3_percent: '۶۶٫۶۶۷',
        c3_score: '۶۲۰۰',
        c3_rank: '۹۰۰',
        c4_percent: '-۱۲٫۵',
        c4_score: '3900',
        c4_rank: '40000',
        totalScore: '5,410',
        totalRank: '980',
      }),
      courses,
    );
    expect(errors).toEqual({});
    expect(result).toEqual({
      nationalCode: CODE,
      totalScore: 5410,
      totalRank: 980,
      courses: [
        // Percents are kept to two decimals.
        { coursePlanId: 3, percent: 66.67, standardScore: 6200, rank: 900 },
        { coursePlanId: 4, percent: -12.5, standardScore: 3900, rank: 40000 },
      ],
    });
  });

  it('leaves out a course with no figure and keeps a partial one', () => {
    const { result } = parseResultRow(cells({ c3_score: '5000', totalScore: '5000' }), courses);
    expect(result?.courses).toEqual([{ coursePlanId: 3, percent: null, standardScore: 5000, rank: null }]);
    expect(result?.totalRank).toBeNull();
  });

  it('says what is wrong with each cell', () => {
    const { result, errors } = parseResultRow(
      cells({
        c3_percent: '100.5',
        c3_score: '5000.5',
        c3_rank: '0',
        c4_percent: 'بیست',
        c4_score: '-1',
        c4_rank: '2.5',
        totalScore: '40000',
        totalRank: '20000000',
      }),
      courses,
    );
    expect(result).toBeNull();
    expect(errors).toEqual({
      c3_percent: RESULT_MESSAGES.percentRange,
      c3_score: RESULT_MESSAGES.scoreWhole,
      c3_rank: RESULT_MESSAGES.rankWhole,
      c4_percent: RESULT_MESSAGES.notNumber,
      c4_score: RESULT_MESSAGES.scoreRange,
      c4_rank: RESULT_MESSAGES.rankWhole,
      totalScore: RESULT_MESSAGES.scoreRange,
      totalRank: RESULT_MESSAGES.rankRange,
    });
  });

  it('takes the percent’s ends, −100 and 100', () => {
    expect(parseResultRow(cells({ c3_percent: '-100', c4_percent: '100' }), courses).errors).toEqual({});
    expect(parseResultRow(cells({ c3_percent: '-100.01' }), courses).errors.c3_percent).toBe(
      RESULT_MESSAGES.percentRange,
    );
  });

  it('refuses a missing or wrong national code', () => {
    expect(parseResultRow({ totalScore: '5000' }, courses).errors.nationalCode).toBe(
      RESULT_MESSAGES.nationalCodeMissing,
    );
    const wrongDigit = CODE.slice(0, 9) + String((Number(CODE[9]) + 1) % 10);
    expect(parseResultRow(cells({ nationalCode: wrongDigit, totalScore: '5000' }), courses).errors).toEqual({
      nationalCode: RESULT_MESSAGES.nationalCodeInvalid,
    });
  });
});

describe('hasResults', () => {
  it('passes over a template row with only the code and the name', () => {
    expect(hasResults({ nationalCode: CODE, studentName: 'علی رضایی' }, courses)).toBe(false);
    expect(hasResults({ nationalCode: CODE, c4_rank: '12' }, courses)).toBe(true);
    expect(hasResults({ nationalCode: CODE, totalRank: ' ' }, courses)).toBe(false);
  });
});

describe('resultColumns', () => {
  it('name each course’s three columns, with its code when two courses share a title', () => {
    const headers = resultColumns([...courses, { id: 5, title: 'ریاضی ۳', code: '1301' }]).map(
      (c) => c.header,
    );
    expect(headers.slice(0, 5)).toEqual([
      'کد ملی',
      'نام و نام خانوادگی',
      'ریاضی ۳ (1201) درصد',
      'ریاضی ۳ (1201) تراز',
      'ریاضی ۳ (1201) رتبه',
    ]);
    expect(headers).toContain('فیزیک ۳ درصد');
    expect(headers.slice(-2)).toEqual(['تراز کل', 'رتبه کل']);
  });
});
