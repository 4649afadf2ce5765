import { describe, expect, it, vi } from 'vitest';
import type { Navigator } from 'react-router';
import { blockNavigation } from './navigation-block';

function fakeNavigator() {
  const moves: string[] = [];
  const navigator = {
    createHref: () => '',
    go: () => undefined,
    push: (to: unknown) => void moves.push(`push ${String(to)}`),
    replace: (to: unknown) => void moves.push(`replace ${String(to)}`),
  } as unknown as Navigator;
  return { navigator, moves };
}

describe('blockNavigation', () => {
  it('holds push and replace while blocking, and carries them out when the user agrees', () => {
    const { navigator, moves } = fakeNavigator();
    let held: (() => void) | null = null;
    const unblock = blockNavigation(
      navigator,
      () => true,
      (proceed) => (held = proceed),
    );
    navigator.push('/manager/classrooms/list');
    expect(moves).toEqual([]);
    expect(held).not.toBeNull();
    held!();
    expect(moves).toEqual(['push /manager/classrooms/list']);
    unblock();
  });

  it('lets navigation through when there is nothing to lose, and is undone on unblock', () => {
    const { navigator, moves } = fakeNavigator();
    const onBlocked = vi.fn();
    let dirty = false;
    const unblock = blockNavigation(navigator, () => dirty, onBlocked);
    navigator.replace('/a');
    expect(moves).toEqual(['replace /a']);
    dirty = true;
    unblock();
    navigator.push('/b');
    expect(moves).toEqual(['replace /a', 'push /b']);
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
