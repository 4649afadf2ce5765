import { afterEach, describe, expect, it } from 'vitest';
import { carryFocusOver } from './shell-takeover';

const SHELL = `<div class="es-page"><a href="/">home</a><a href="#features">امکانات</a><a href="/login">ورود</a></div>`;
const PAGE = `<div><a href="/">home</a><a href="/front-pages/landing-page#features">امکانات</a><button>theme</button><a href="/login">ورود</a></div>`;

/** React's first commit: the shell's nodes out (Chromium blurs the focused one first), the page's in. */
const commit = (root: HTMLElement) => {
  document.activeElement?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  root.replaceChildren();
  root.insertAdjacentHTML('beforeend', PAGE);
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus across the takeover of a first screen', () => {
  let root: HTMLElement;
  // The worker's document is shared with other test files: only this file's nodes come and go.
  let page: HTMLElement | undefined;
  const setUp = () => {
    window.history.replaceState(null, '', '/front-pages/landing-page');
    page?.remove();
    page = document.createElement('div');
    page.innerHTML = `<div id="root">${SHELL}</div><button id="outside">x</button>`;
    document.body.append(page);
    root = page.querySelector('#root')!;
  };
  afterEach(() => page?.remove());

  it("moves to the page's link of the same address and text as the shell's focused one", async () => {
    setUp();
    root.querySelectorAll('a')[1]!.focus();
    carryFocusOver(root);
    commit(root);
    await flush();
    expect(document.activeElement?.textContent).toBe('امکانات');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('follows focus moved within the shell while the app loads', async () => {
    setUp();
    carryFocusOver(root);
    root.querySelectorAll('a')[2]!.focus();
    commit(root);
    await flush();
    expect((document.activeElement as HTMLAnchorElement).getAttribute('href')).toBe('/login');
  });

  it('leaves focus alone when it had left the shell, or the page placed its own', async () => {
    setUp();
    carryFocusOver(root);
    root.querySelector('a')!.focus();
    document.getElementById('outside')!.focus();
    commit(root);
    await flush();
    expect(document.activeElement?.id).toBe('outside');

    setUp();
    root.querySelector('a')!.focus();
    carryFocusOver(root);
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', '<input id="own">');
    root.querySelector<HTMLInputElement>('#own')!.focus();
    await flush();
    expect(document.activeElement?.id).toBe('own');
  });
});
