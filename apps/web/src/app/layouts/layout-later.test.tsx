import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useLayoutLater } from './layout-later';

function Probe({ id }: { id: string }) {
  const parts = useLayoutLater();
  return <span data-testid={id} data-later={parts ? 'in' : 'out'} />;
}

describe('the parts the layout shows after the first paint', () => {
  it('come to every component in one commit, after the first', async () => {
    const { container, getByTestId } = render(
      <div>
        <Probe id="bar" />
        <Probe id="menu" />
      </div>,
    );
    const states = () => ['bar', 'menu'].map((id) => getByTestId(id).dataset.later).join(',');
    // The first commit has none of them.
    expect(states()).toBe('out,out');
    // A commit's changes reach the observer together: a half-shown state would be one of them.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(states()));
    observer.observe(container, { attributes: true, subtree: true });
    try {
      // The parts' module is big: its first import in a busy test run takes seconds.
      await waitFor(() => expect(states()).toBe('in,in'), { timeout: 15_000 });
    } finally {
      observer.disconnect();
    }
    expect(seen).toEqual(['in,in']);
  });
});
