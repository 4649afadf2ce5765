import { describe, expect, it } from 'vitest';
import {
  MIN_SURVEY_ANSWERS,
  SURVEY_CODE_ALPHABET,
  SURVEY_CODE_BITS,
  SURVEY_CODE_LENGTH,
  countedClassrooms,
  enoughSurveyAnswers,
  formatSurveyCode,
  normalizeSurveyCode,
  surveyAverage,
} from '../src';

describe('survey codes', () => {
  it('use no symbol that reads as another: no 0, 1, O, I or l', () => {
    expect(SURVEY_CODE_ALPHABET).toBe('23456789');
    for (const ambiguous of ['0', '1', 'O', 'o', 'I', 'l'])
      expect(SURVEY_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('carry at least 40 bits of entropy (48: sixteen symbols of eight)', () => {
    expect(SURVEY_CODE_LENGTH).toBe(16);
    expect(SURVEY_CODE_BITS).toBe(48);
    expect(SURVEY_CODE_BITS).toBeGreaterThanOrEqual(40);
  });

  it('are read however a student types them: Persian or Arabic digits, spaces, dashes', () => {
    expect(normalizeSurveyCode('2345 6789 2345 6789')).toBe('2345678923456789');
    expect(normalizeSurveyCode('۲۳۴۵-۶۷۸۹-۲۳۴۵-۶۷۸۹')).toBe('2345678923456789');
    expect(normalizeSurveyCode('٢٣٤٥٦٧٨٩٢٣٤٥٦٧٨٩')).toBe('2345678923456789');
    expect(normalizeSurveyCode(' 2345\u200c6789 2345 6789 ')).toBe('2345678923456789');
  });

  it('refuse what cannot be a code', () => {
    for (const text of [
      '',
      '234567892345678',
      '23456789234567892',
      '0345678923456789',
      '2345678923456781',
      'abcd',
    ])
      expect(normalizeSurveyCode(text), text).toBeNull();
  });

  it('print in groups of four', () => {
    expect(formatSurveyCode('2345678923456789')).toBe('2345 6789 2345 6789');
  });
});

describe('the five-answer threshold', () => {
  it('shows figures from the fifth answer, never before', () => {
    expect(MIN_SURVEY_ANSWERS).toBe(5);
    expect([0, 1, 4, 5, 6].map(enoughSurveyAnswers)).toEqual([false, false, false, true, true]);
  });

  it('counts only classrooms of five or more respondents', () => {
    const counted = countedClassrooms(
      new Map([
        [10, 4],
        [11, 5],
        [12, 30],
        [13, 1],
      ]),
    );
    expect([...counted].sort()).toEqual([11, 12]);
  });

  it('averages to two decimals, half up, and has no average of nothing', () => {
    expect(surveyAverage(18, 5)).toBe(3.6);
    expect(surveyAverage(10, 3)).toBe(3.33);
    expect(surveyAverage(1, 8)).toBe(0.13);
    expect(surveyAverage(0, 0)).toBeNull();
  });
});
