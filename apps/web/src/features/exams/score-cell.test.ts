import { describe, expect, it } from 'vitest';
import { cellText, moveTarget, parseCell } from './score-cell';

describe('parseCell', () => {
  it('reads Persian and ASCII digits with any decimal sign', () => {
    expect(parseCell('۱۷٫۵', 20)).toEqual({ kind: 'score', score: 17.5 });
    expect(parseCell('17.25', 20)).toEqual({ kind: 'score', score: 17.25 });
    expect(parseCell('۱۸/۷۵', 20)).toEqual({ kind: 'score', score: 18.75 });
    expect(parseCell(' ۲۰ ', 20)).toEqual({ kind: 'score', score: 20 });
    expect(parseCell('0', 20)).toEqual({ kind: 'score', score: 0 });
  });

  it('reads «غ» as absent and «م» as excused, and blank as empty', () => {
    expect(parseCell('غ', 20)).toEqual({ kind: 'mark', mark: 'absent' });
    expect(parseCell('م', 20)).toEqual({ kind: 'mark', mark: 'excused' });
    expect(parseCell('  ', 20)).toEqual({ kind: 'empty' });
  });

  it('refuses out-of-range, off-step and non-numeric text with the reason', () => {
    expect(parseCell('۲۱', 20)).toEqual({ kind: 'invalid', error: 'range', max: 20 });
    expect(parseCell('25', 100)).toEqual({ kind: 'score', score: 25 });
    expect(parseCell('17.3', 20)).toEqual({ kind: 'invalid', error: 'step', max: 20 });
    expect(parseCell('-1', 20)).toEqual({ kind: 'invalid', error: 'notNumber', max: 20 });
    expect(parseCell('abc', 20)).toEqual({ kind: 'invalid', error: 'notNumber', max: 20 });
    expect(parseCell('1.2.3', 20)).toEqual({ kind: 'invalid', error: 'notNumber', max: 20 });
  });

  it('shows saved values back as cell text', () => {
    expect(cellText(17.5, null)).toBe('17.5');
    expect(cellText(null, 'absent')).toBe('غ');
    expect(cellText(null, 'excused')).toBe('م');
    expect(cellText(null, null)).toBe('');
  });
});

describe('moveTarget', () => {
  it('moves down with ArrowDown, Enter and Tab, up with ArrowUp and the shifted keys', () => {
    expect(moveTarget(2, { key: 'ArrowDown' }, 5)).toBe(3);
    expect(moveTarget(2, { key: 'Enter' }, 5)).toBe(3);
    expect(moveTarget(2, { key: 'Tab' }, 5)).toBe(3);
    expect(moveTarget(2, { key: 'ArrowUp' }, 5)).toBe(1);
    expect(moveTarget(2, { key: 'Enter', shiftKey: true }, 5)).toBe(1);
    expect(moveTarget(2, { key: 'Tab', shiftKey: true }, 5)).toBe(1);
  });

  it('stays at the edges for arrows and Enter, and lets Tab leave the grid', () => {
    expect(moveTarget(4, { key: 'ArrowDown' }, 5)).toBe(4);
    expect(moveTarget(0, { key: 'ArrowUp' }, 5)).toBe(0);
    expect(moveTarget(4, { key: 'Tab' }, 5)).toBeNull();
    expect(moveTarget(0, { key: 'Tab', shiftKey: true }, 5)).toBeNull();
  });

  it('ignores other keys', () => {
    expect(moveTarget(1, { key: 'a' }, 5)).toBeNull();
    expect(moveTarget(1, { key: 'ArrowLeft' }, 5)).toBeNull();
  });
});
