import { describe, expect, it } from 'vitest';
import { chartSeries, scoreText } from './card-format';

describe('report card display', () => {
  it('shows scores in Persian digits with a decimal mark, and a dash when there is none', () => {
    expect(scoreText(17.43, 'fa')).toBe('۱۷٫۴۳');
    expect(scoreText(17.43, 'en')).toBe('17.43');
    expect(scoreText(null, 'fa')).toBe('—');
  });

  it('charts only the courses with a score, the class average beside each', () => {
    const data = chartSeries([
      { courseTitle: 'ریاضی', score: 16.38, classAverage: 12.79 },
      { courseTitle: 'هنر', score: null, classAverage: 15 },
      { courseTitle: 'ادبیات', score: 19, classAverage: null },
    ]);
    expect(data).toEqual({ titles: ['ریاضی', 'ادبیات'], student: [16.38, 19], classAverage: [12.79, 0] });
  });
});
