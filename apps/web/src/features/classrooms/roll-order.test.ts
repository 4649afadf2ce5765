import { describe, expect, it } from 'vitest';
import { dropResult, moveDown, moveItem, moveUp, sameOrder } from './roll-order';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('roll order', () => {
  it('moves an item up and down, staying inside the list', () => {
    expect(ids(moveUp(rows, 2))).toEqual([1, 3, 2, 4]);
    expect(ids(moveDown(rows, 0))).toEqual([2, 1, 3, 4]);
    expect(ids(moveUp(rows, 0))).toEqual([1, 2, 3, 4]);
    expect(ids(moveDown(rows, 3))).toEqual([1, 2, 3, 4]);
    expect(ids(moveItem(rows, 9, 0))).toEqual([1, 2, 3, 4]);
  });

  it('drops a dragged row into the target row’s place', () => {
    expect(ids(dropResult(rows, 4, 1))).toEqual([4, 1, 2, 3]);
    expect(ids(dropResult(rows, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(dropResult(rows, 2, 2))).toEqual([1, 2, 3, 4]);
    expect(ids(dropResult(rows, 7, 2))).toEqual([1, 2, 3, 4]);
  });

  it('does not change the original list and compares orders', () => {
    moveUp(rows, 1);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
    expect(sameOrder(rows, [...rows])).toBe(true);
    expect(sameOrder(rows, moveUp(rows, 1))).toBe(false);
  });
});
