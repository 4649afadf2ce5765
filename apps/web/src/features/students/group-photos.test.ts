import { describe, expect, it } from 'vitest';
import { megabytes, summarizeSelection } from './group-photos';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('group photo selection', () => {
  it('counts images and zips and accepts a normal selection', () => {
    expect(summarizeSelection([file('1.jpg'), file('2.png'), file('all.ZIP')])).toEqual({
      images: 2,
      zips: 1,
      bytes: 3000,
      problem: null,
    });
  });

  it('says why a selection cannot be sent', () => {
    expect(summarizeSelection([]).problem).toBe('none');
    expect(summarizeSelection([file('a.zip'), file('b', 1, 'application/zip')]).problem).toBe('manyZips');
    expect(summarizeSelection(Array.from({ length: 501 }, (_, i) => file(`${i}.jpg`))).problem).toBe(
      'tooMany',
    );
    expect(summarizeSelection([file('big.zip', 51 * 1024 * 1024)]).problem).toBe('tooLarge');
  });

  it('shows sizes in megabytes with one decimal', () => {
    expect(megabytes(1.26 * 1024 * 1024)).toBe(1.3);
  });
});
