import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowMeasure } from './window-measure';

/** A measurement whose reads are counted, with the value the window would answer. */
function counted(start: number) {
  const state = { value: start, reads: 0 };
  const read = () => {
    state.reads++;
    return state.value;
  };
  return { state, read };
}

function Shown({ store }: { store: ReturnType<typeof windowMeasure<number>> }) {
  const value = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return <span data-testid="value">{value}</span>;
}

describe('windowMeasure', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => vi.restoreAllMocks());
  const runFrames = () => act(() => frames.splice(0).forEach((callback) => callback(0)));

  it('reads once for the first snapshot, then only when its events fire, never on re-render', () => {
    const { state, read } = counted(800);
    const store = windowMeasure({ read, events: ['resize'] });
    const { rerender } = render(<Shown store={store} />);
    expect(screen.getByTestId('value').textContent).toBe('800');
    runFrames();
    const afterMount = state.reads;
    rerender(<Shown store={store} />);
    rerender(<Shown store={store} />);
    expect(state.reads).toBe(afterMount);

    state.value = 500;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByTestId('value').textContent).toBe('500');
    expect(state.reads).toBe(afterMount + 1);
  });

  it('with an initial value, reads nothing while rendering and takes the real value at the next frame', () => {
    const { state, read } = counted(300);
    const store = windowMeasure({ read, events: ['scroll'], initial: 0 });
    render(<Shown store={store} />);
    expect(state.reads).toBe(0);
    expect(screen.getByTestId('value').textContent).toBe('0');

    runFrames();
    expect(state.reads).toBe(1);
    expect(screen.getByTestId('value').textContent).toBe('300');

    state.value = 20;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('value').textContent).toBe('20');
  });

  it('stops listening when the last subscriber leaves, and reads afresh when one comes again', () => {
    const { state, read } = counted(800);
    const store = windowMeasure({ read, events: ['resize'] });
    const { unmount } = render(<Shown store={store} />);
    runFrames();
    unmount();
    runFrames();
    const reads = state.reads;
    state.value = 640;
    window.dispatchEvent(new Event('resize'));
    expect(state.reads).toBe(reads);

    render(<Shown store={store} />);
    expect(screen.getByTestId('value').textContent).toBe('640');
  });
});
