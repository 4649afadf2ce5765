import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKS_PER_TASK, withBatchedPreloadLinks } from './batched-preload-links';

const link = (href: string) => {
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = href;
  return element;
};
// Only this file's links: the head is shared with other test files (emotion's style tags live there).
const OURS = 'link[href^="/assets/"]';
const linksInHead = () => [...document.head.querySelectorAll(OURS)].map((l) => l.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll(OURS).forEach((l) => l.remove());
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

  it('inserts a long list a slice per task, the first slice at once', () => {
    vi.useFakeTimers();
    const count = LINKS_PER_TASK * 2 + 3;
    const hrefs = Array.from({ length: count }, (_, i) => `/assets/${i}.js`);
    withBatchedPreloadLinks(() => hrefs.forEach((href) => document.head.appendChild(link(href))));
    expect(linksInHead()).toEqual(hrefs.slice(0, LINKS_PER_TASK));
    // One task for each further slice.
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(linksInHead()).toEqual(hrefs);
  });
});
