/**
 * The parts of the signed-in layout shown just after the page's first paint (the side menu's
 * entries, the bar's controls, the search dialog, the update prompt): their code is a chunk of its
 * own (`after-paint`, build/chunk-plan.ts), asked for once the page has painted, so that on a slow
 * network the page's first paint does not wait for it.
 */
import { startTransition, useEffect, useState } from 'react';
import type * as LaterParts from './LayoutLaterParts';

export type LayoutLater = typeof LaterParts;

let loading: Promise<LayoutLater> | undefined;
/** The components waiting for the parts: all are given them in one transition, so one commit. */
const waiting = new Set<(parts: LayoutLater) => void>();

/** Starts loading the parts' code (once; again after a failure). */
export function loadLayoutLater(): Promise<LayoutLater> {
  loading ??= import('./LayoutLaterParts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Undefined on a component's first render; the parts' module soon after the page has painted (as
 * useAfterFirstPaint, once their code is in). The switch renders as a transition, which React splits
 * into slices the browser can paint and answer input between. Every component using it gets the
 * module in the same transition, so the parts (the menu's entries, the bar's controls) appear in
 * one commit.
 */
export function useLayoutLater(): LayoutLater | undefined {
  const [parts, setParts] = useState<LayoutLater>();
  useEffect(() => {
    waiting.add(setParts);
    const timer = setTimeout(() => {
      loadLayoutLater().then(
        (module) => {
          if (waiting.size) startTransition(() => waiting.forEach((give) => give(module)));
        },
        (error: unknown) => console.warn('[layout] the menu and bar controls failed to load:', error),
      );
    });
    return () => {
      waiting.delete(setParts);
      clearTimeout(timer);
    };
  }, []);
  return parts;
}
