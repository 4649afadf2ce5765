import { describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, isUpdatePromptVisible, nextFlags, type UpdateEvent } from './update-flags';

const run = (...events: UpdateEvent['type'][]) =>
  events.reduce((flags, type) => nextFlags(flags, { type } as UpdateEvent), INITIAL_FLAGS);

describe('app update flags', () => {
  it('start with nothing to show', () => {
    expect(INITIAL_FLAGS).toEqual({
      updateAvailable: false,
      refreshNeeded: false,
      readyOffline: false,
      dismissed: { update: false, offline: false },
    });
    expect(isUpdatePromptVisible(INITIAL_FLAGS)).toBe(false);
  });

  it('a waiting worker makes an update available and the prompt visible', () => {
    const flags = run('waiting');
    expect(flags.updateAvailable).toBe(true);
    expect(flags.refreshNeeded).toBe(true);
    expect(isUpdatePromptVisible(flags)).toBe(true);
  });

  it('"later" dismisses the notice and clears refresh-needed; the worker still waits', () => {
    const flags = run('waiting', 'dismissUpdate');
    expect(flags.refreshNeeded).toBe(false);
    expect(flags.dismissed.update).toBe(true);
    expect(flags.updateAvailable).toBe(true);
    expect(isUpdatePromptVisible(flags)).toBe(false);
  });

  it('a newer worker after a dismissal is a new notice', () => {
    expect(isUpdatePromptVisible(run('waiting', 'dismissUpdate', 'waiting'))).toBe(true);
  });

  it('a change of controlling worker sets ready-offline, which its own dismissal clears', () => {
    const ready = run('controlling');
    expect(ready.readyOffline).toBe(true);
    expect(isUpdatePromptVisible(ready)).toBe(false);
    const dismissed = nextFlags(ready, { type: 'dismissOffline' });
    expect(dismissed.readyOffline).toBe(false);
    expect(dismissed.dismissed.offline).toBe(true);
    // Dismissing one notice leaves the other alone.
    expect(nextFlags(run('waiting', 'controlling'), { type: 'dismissOffline' }).refreshNeeded).toBe(true);
  });

  it('applying the update closes the prompt', () => {
    const flags = run('waiting', 'apply');
    expect(flags.updateAvailable).toBe(false);
    expect(isUpdatePromptVisible(flags)).toBe(false);
  });

  it('never mutates the previous state', () => {
    const before = run('waiting');
    const copy = structuredClone(before);
    nextFlags(before, { type: 'dismissUpdate' });
    expect(before).toEqual(copy);
  });
});
