import { afterEach, describe, expect, it } from 'vitest';
import { withBatchedPreloadLinks } from './batched-preload-links';

const link = (href: string) => {
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = href;
  return element;
};
const linksInHead = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('withBatchedPreloadLinks', () => {
  it('inserts the links added meanwhile together afterwards, in order, and other nodes at once', () => {
    const style = document.createElement('style');
    const result = withBatchedPreloadLinks(() => {
      document.head.appendChild(link('/assets/a.js'));
      document.head.appendChild(style);
      // Nested batches (the layout's preload inside the start-up's) share the outer one.
      withBatchedPreloadLinks(() => document.head.appendChild(link('/assets/b.js')));
      expect(linksInHead()).toEqual([]);
      expect(style.isConnected).toBe(true);
      return 'loaded';
    });
    expect(result).toBe('loaded');
    expect(linksInHead()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
  });

  it('still inserts the links and restores the head when loading throws', () => {
    expect(() =>
      withBatchedPreloadLinks(() => {
        document.head.appendChild(link('/assets/c.js'));
        throw new Error('chunk failed');
      }),
    ).toThrow('chunk failed');
    expect(linksInHead()).toEqual(['/assets/c.js']);
    document.head.appendChild(link('/assets/d.js'));
    expect(linksInHead()).toEqual(['/assets/c.js', '/assets/d.js']);
  });
});
