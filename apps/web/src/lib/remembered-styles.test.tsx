import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { render } from '@testing-library/react';
import { prefixer } from 'stylis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rtlWhereNeeded } from './emotion-cache';
import { MAX_REMEMBERED_CHARS, rememberStyles, restoreStyles } from './remembered-styles';
import { rememberedStylesKey } from './storage-keys';

// Each test its own cache key: the document is shared with other files.
let key = '';
let caches: EmotionCache[] = [];
let stops: (() => void)[] = [];
let serial = 0;

const newCache = () => {
  const cache = createCache({ key, stylisPlugins: [prefixer, rtlWhereNeeded] });
  caches.push(cache);
  return cache;
};
const remember = (cache: EmotionCache, build: string, restored: Parameters<typeof rememberStyles>[2]) => {
  stops.push(rememberStyles(cache, build, restored));
};
const stored = () =>
  JSON.parse(localStorage.getItem(rememberedStylesKey(key)) ?? 'null') as {
    build: string;
    entries: [string, string][];
  } | null;

/** One visit: a page with a contained button (and a chip when asked) in `cache`. */
function visit(cache: EmotionCache, withChip = false) {
  return render(
    <CacheProvider value={cache}>
      <Button variant="contained">ذخیره</Button>
      {withChip && <Chip label="حاضر" color="success" />}
    </CacheProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  key = `remembered${String.fromCharCode(97 + (++serial % 26))}`;
});

afterEach(() => {
  stops.forEach((stop) => stop());
  caches.forEach((cache) => cache.sheet.flush());
  document.head.querySelectorAll(`style[data-emotion^="${key}"]`).forEach((node) => node.remove());
  localStorage.removeItem(rememberedStylesKey(key));
  stops = [];
  caches = [];
  vi.useRealTimers();
});

describe('styles remembered between visits', () => {
  it('writes the rules a visit inserted once insertions pause, then a later visit computes none of them', () => {
    const first = newCache();
    remember(first, 'build-1', []);
    const page = visit(first);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(2_000);
    const written = stored();
    expect(written?.build).toBe('build-1');
    expect(written!.entries.length).toBeGreaterThan(0);
    // Each entry holds the rules stylis made of its style, under its class name.
    expect(written!.entries.some(([name, css]) => css.includes(`.${key}-${name}`))).toBe(true);
    const buttonClass = [...page.getByRole('button').classList].find((c) => c.startsWith(`${key}-`));
    expect(buttonClass).toBeDefined();
    page.unmount();

    // The next visit: the rules go back in before the cache is made.
    const restored = restoreStyles(key, 'build-1');
    expect(restored).toEqual(written!.entries);
    const element = document.head.querySelector(`style[data-emotion^="${key} "]`);
    expect(element?.textContent).toBe(written!.entries.map(([, css]) => css).join(''));
    const second = newCache();
    remember(second, 'build-1', restored);
    const insert = vi.spyOn(second.sheet, 'insert');
    const again = visit(second);
    expect(insert).not.toHaveBeenCalled();
    expect(again.getByRole('button').classList).toContain(buttonClass);
  });

  it('computes only the styles a visit is the first to use, and keeps them with the remembered ones', () => {
    const first = newCache();
    remember(first, 'build-1', []);
    visit(first).unmount();
    vi.advanceTimersByTime(2_000);
    const before = stored()!.entries;

    const second = newCache();
    remember(second, 'build-1', restoreStyles(key, 'build-1'));
    const insert = vi.spyOn(second.sheet, 'insert');
    visit(second, true);
    expect(insert).toHaveBeenCalled();
    dispatchEvent(new Event('pagehide'));
    const after = stored()!.entries;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
    const inserted = insert.mock.calls.map(([rule]) => rule).join('');
    expect(
      after
        .slice(before.length)
        .map(([, css]) => css)
        .join(''),
    ).toBe(inserted);
  });

  it('keeps one timer while a page inserts its rules, not one per rule', () => {
    // Counted on the real timers: a spy over the fake ones outlived the test and stopped the timers of
    // files after it in the same worker.
    vi.useRealTimers();
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    try {
      const cache = newCache();
      remember(cache, 'build-1', []);
      visit(cache, true);
      const timers = setTimer.mock.calls.filter(([, ms]) => ms === 2_000);
      expect(timers).toHaveLength(1);
    } finally {
      setTimer.mockRestore();
    }
    dispatchEvent(new Event('pagehide'));
    expect(stored()!.entries.length).toBeGreaterThan(1);
  });

  it('puts back nothing from another build, another cache or a store it cannot read', () => {
    localStorage.setItem(
      rememberedStylesKey(key),
      JSON.stringify({ build: 'old', entries: [['abc', '.x{}']] }),
    );
    expect(restoreStyles(key, 'new')).toEqual([]);
    localStorage.setItem(rememberedStylesKey(key), '{not json');
    expect(restoreStyles(key, 'new')).toEqual([]);
    // A name that would break the attribute's list, or an entry of the wrong shape, is left out.
    localStorage.setItem(
      rememberedStylesKey(key),
      JSON.stringify({ build: 'new', entries: [['a b', '.y{}'], ['ok-1', '.z{}'], ['x', 3], 'junk'] }),
    );
    expect(restoreStyles(key, 'new')).toEqual([['ok-1', '.z{}']]);
    expect(document.head.querySelector(`style[data-emotion="${key} ok-1"]`)?.textContent).toBe('.z{}');
    expect(restoreStyles(`${key}other`, 'new')).toEqual([]);
  });

  it('starts again from the current visit when the store would grow past its limit', () => {
    const cache = newCache();
    const huge: [string, string][] = [['big', `.big{content:"${'x'.repeat(MAX_REMEMBERED_CHARS)}"}`]];
    remember(cache, 'build-1', huge);
    visit(cache);
    vi.advanceTimersByTime(2_000);
    const names = stored()!.entries.map(([name]) => name);
    expect(names).not.toContain('big');
    expect(names.length).toBeGreaterThan(0);
  });

  it('a full or refused store loses nothing but the memory', () => {
    const cache = newCache();
    remember(cache, 'build-1', []);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      visit(cache);
      expect(() => vi.advanceTimersByTime(2_000)).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
    expect(stored()).toBeNull();
  });
});
