/** The outbox for React: the signed-in user's entries, their counts, and the user's two actions. */
import { useSyncExternalStore } from 'react';
import { discardEntry, getOutboxSnapshot, retryOutbox, subscribeOutbox, type OutboxEntry } from './outbox';

export interface OutboxState {
  entries: OutboxEntry[];
  /** Entries waiting to be sent. */
  waitingCount: number;
  /** Entries the server refused; each has its reason. */
  rejectedCount: number;
  count: number;
  discard: (clientId: string) => Promise<void>;
  retry: () => Promise<void>;
}

export function useOutbox(): OutboxState {
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, getOutboxSnapshot);
  return {
    entries: snapshot.entries,
    waitingCount: snapshot.waiting,
    rejectedCount: snapshot.rejected,
    count: snapshot.entries.length,
    discard: discardEntry,
    retry: retryOutbox,
  };
}
