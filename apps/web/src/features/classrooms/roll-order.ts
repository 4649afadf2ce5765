/** Pure helpers of the classroom roll: moving a student within the order. */

/** The list with the item at `from` moved to `to` (indexes clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length) return result;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = result.splice(from, 1);
  result.splice(target, 0, item as T);
  return result;
}

export const moveUp = <T>(list: readonly T[], index: number): T[] => moveItem(list, index, index - 1);
export const moveDown = <T>(list: readonly T[], index: number): T[] => moveItem(list, index, index + 1);

/** The order after dropping the row `draggedId` onto the row `targetId`: it takes the target's place. */
export function dropResult<T extends { id: number }>(
  list: readonly T[],
  draggedId: number,
  targetId: number,
): T[] {
  const from = list.findIndex((item) => item.id === draggedId);
  const to = list.findIndex((item) => item.id === targetId);
  if (from === -1 || to === -1 || from === to) return [...list];
  return moveItem(list, from, to);
}

/** True when the two lists hold the same ids in the same order. */
export const sameOrder = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
