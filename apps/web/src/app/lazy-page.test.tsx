import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const pageModule = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>page of {name}</p> });

function renderInSuspense(node: React.ReactNode) {
  return render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
}

describe('lazyPage', () => {
  it('renders a page whose code is in at once, in the same pass, without its fallback', async () => {
    const Page = lazyPage(pageModule);
    await Page.preload();
    renderInSuspense(<Page name="students" />);
    // Synchronously after the first render: a plain React.lazy would show «loading» here.
    expect(screen.getByText('page of students')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while the code is on its way, then the page', async () => {
    let resolve!: () => void;
    const gate = new Promise<void>((r) => (resolve = r));
    const Page = lazyPage(async () => {
      await gate;
      return pageModule();
    });
    renderInSuspense(<Page name="classes" />);
    expect(screen.getByText('loading')).toBeTruthy();
    resolve();
    expect(await screen.findByText('page of classes')).toBeTruthy();
  });

  it('asks for the code once however often it is preloaded, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const Page = lazyPage(() => {
      calls += 1;
      return fail ? Promise.reject<never>(new Error('offline')) : pageModule();
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([Page.preload(), Page.preload()]);
    expect(calls).toBe(2);
  });
});
