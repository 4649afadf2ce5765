/**
 * IndexedDB storage of the outbox: writes made while the server could not be reached, kept until
 * they are sent or the user discards them. Each entry remembers whose session made it, so another
 * user signing in on the same device never sends (or sees) it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxKind = 'attendance' | 'grades' | 'exam-absentees';

export interface OutboxRequest {
  /** Client-generated id (crypto.randomUUID()), also inside body; the server dedupes on it. */
  clientId: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  /** API path after /api, e.g. '/attendance/sheets'. */
  path: string;
  /** JSON body. */
  body: unknown;
  /** Persian description shown in the navbar list, e.g. 'حضور و غیاب ۱۰۱ — زنگ اول'. */
  label: string;
}

export interface OutboxEntry extends OutboxRequest {
  /** Username of the session that made the write. */
  owner: string;
  state: 'waiting' | 'rejected';
  /** The server's (Persian) reason when it refused the write. */
  reason?: string;
  createdAt: number;
}

interface OutboxSchema extends DBSchema {
  requests: { key: string; value: OutboxEntry; indexes: { owner: string } };
}

const DB_NAME = 'school-outbox';
let dbPromise: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  dbPromise ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('requests', { keyPath: 'clientId' });
      store.createIndex('owner', 'owner');
    },
  });
  return dbPromise;
}

/** Oldest first: writes are replayed in the order they were made. */
export async function listEntries(owner: string): Promise<OutboxEntry[]> {
  const entries = await (await db()).getAllFromIndex('requests', 'owner', owner);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await db()).put('requests', entry);
}

export async function getEntry(clientId: string): Promise<OutboxEntry | undefined> {
  return (await db()).get('requests', clientId);
}

export async function deleteEntry(clientId: string): Promise<void> {
  await (await db()).delete('requests', clientId);
}
