import { afterEach, describe, expect, it } from 'vitest';
import { carryOver } from './shell-takeover';

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
    carryOver(root);
    commit(root);
    await flush();
    expect(document.activeElement?.textContent).toBe('امکانات');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('follows focus moved within the shell while the app loads', async () => {
    setUp();
    carryOver(root);
    root.querySelectorAll('a')[2]!.focus();
    commit(root);
    await flush();
    expect((document.activeElement as HTMLAnchorElement).getAttribute('href')).toBe('/login');
  });

  it('leaves focus alone when it had left the shell, or the page placed its own', async () => {
    setUp();
    carryOver(root);
    root.querySelector('a')!.focus();
    document.getElementById('outside')!.focus();
    commit(root);
    await flush();
    expect(document.activeElement?.id).toBe('outside');

    setUp();
    root.querySelector('a')!.focus();
    carryOver(root);
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', '<input id="own">');
    root.querySelector<HTMLInputElement>('#own')!.focus();
    await flush();
    expect(document.activeElement?.id).toBe('own');
  });
});

describe("a click on a first screen's switcher before the takeover", () => {
  const SWITCHERS_SHELL = `<div class="es-page"><a href="/login">ورود</a><button type="button" data-shell-control aria-label="زبان"></button><button type="button" data-shell-control aria-label="پوسته"></button></div>`;
  const SWITCHERS_PAGE = `<div><a href="/login">ورود</a><button aria-label="زبان"><svg></svg></button><button aria-label="پوسته"><svg></svg></button></div>`;
  let root: HTMLElement;
  let page: HTMLElement | undefined;
  let clicks: string[];
  const setUp = () => {
    page?.remove();
    page = document.createElement('div');
    page.innerHTML = `<div id="root">${SWITCHERS_SHELL}</div>`;
    document.body.append(page);
    root = page.querySelector('#root')!;
    clicks = [];
  };
  /** React's first commit: the page's switchers, which note their clicks. */
  const takeOver = () => {
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', SWITCHERS_PAGE);
    root
      .querySelectorAll('button')
      .forEach((button) =>
        button.addEventListener('click', () => clicks.push(button.getAttribute('aria-label')!)),
      );
  };
  const shellButton = (label: string) => root.querySelector<HTMLElement>(`button[aria-label="${label}"]`)!;
  afterEach(() => page?.remove());

  it("is given to the page's switcher of the same name, once", async () => {
    setUp();
    carryOver(root);
    shellButton('پوسته').click();
    expect(clicks).toEqual([]);
    takeOver();
    await flush();
    expect(clicks).toEqual(['پوسته']);
    // The page's own clicks are its own, not carried again.
    root.querySelector<HTMLElement>('button[aria-label="زبان"]')!.click();
    await flush();
    expect(clicks).toEqual(['پوسته', 'زبان']);
  });

  it('carries the last of several, and one the head script marked before the app started', async () => {
    setUp();
    carryOver(root);
    shellButton('پوسته').click();
    shellButton('زبان').click();
    takeOver();
    await flush();
    expect(clicks).toEqual(['زبان']);

    setUp();
    shellButton('پوسته').setAttribute('data-shell-clicked', '');
    carryOver(root);
    takeOver();
    await flush();
    expect(clicks).toEqual(['پوسته']);
  });

  it('clicks nothing when the visitor clicked no switcher', async () => {
    setUp();
    carryOver(root);
    root.querySelector<HTMLElement>('.es-page')!.click();
    takeOver();
    await flush();
    expect(clicks).toEqual([]);
  });
});
