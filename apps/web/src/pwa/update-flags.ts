/**
 * The app-update states of product spec section 4 as a pure transition function, plus the small
 * store the worker events and the update prompt share.
 *
 * - updateAvailable: a new worker is installed and waiting while an old one controls the page.
 * - refreshNeeded: the page must reload to run it; the update prompt shows only while this is set.
 * - readyOffline: set when the controlling worker changes (the app now opens without a network).
 * - dismissed: per notice; dismissing a notice clears its flag.
 */
import { useSyncExternalStore } from 'react';

export interface UpdateFlags {
  updateAvailable: boolean;
  refreshNeeded: boolean;
  readyOffline: boolean;
  dismissed: { update: boolean; offline: boolean };
}

export type UpdateEvent =
  /** A new worker finished installing while another controls the page. */
  | { type: 'waiting' }
  /** The worker controlling the page changed (first install or an applied update). */
  | { type: 'controlling' }
  /** 'Later', or the unsaved-data confirmation was declined: hide the prompt, no reload. */
  | { type: 'dismissUpdate' }
  /** The ready-offline notice was shown and closed. */
  | { type: 'dismissOffline' }
  /** 'Update' was confirmed: the prompt closes while the page reloads into the new version. */
  | { type: 'apply' };

export const INITIAL_FLAGS: UpdateFlags = {
  updateAvailable: false,
  refreshNeeded: false,
  readyOffline: false,
  dismissed: { update: false, offline: false },
};

export function nextFlags(flags: UpdateFlags, event: UpdateEvent): UpdateFlags {
  switch (event.type) {
    case 'waiting':
      // A newer worker is a new notice, even after an earlier one was dismissed.
      return {
        ...flags,
        updateAvailable: true,
        refreshNeeded: true,
        dismissed: { ...flags.dismissed, update: false },
      };
    case 'controlling':
      return { ...flags, readyOffline: true, dismissed: { ...flags.dismissed, offline: false } };
    case 'dismissUpdate':
      return { ...flags, refreshNeeded: false, dismissed: { ...flags.dismissed, update: true } };
    case 'dismissOffline':
      return { ...flags, readyOffline: false, dismissed: { ...flags.dismissed, offline: true } };
    case 'apply':
      return { ...flags, updateAvailable: false, refreshNeeded: false };
  }
}

/** The update prompt is hidden until refresh-needed is set (spec section 4). */
export const isUpdatePromptVisible = (flags: UpdateFlags): boolean =>
  flags.refreshNeeded && !flags.dismissed.update;

let current = INITIAL_FLAGS;
const listeners = new Set<() => void>();

export const getUpdateFlags = (): UpdateFlags => current;

export function dispatchUpdateEvent(event: UpdateEvent): void {
  current = nextFlags(current, event);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateFlags(): UpdateFlags {
  return useSyncExternalStore(subscribe, getUpdateFlags, getUpdateFlags);
}
