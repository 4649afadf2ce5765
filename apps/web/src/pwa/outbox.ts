/**
 * The outbox: writes that could not reach the server (attendance sheets now, grade entry later) wait
 * in IndexedDB and are replayed from the page — on app start, when the browser is back online and
 * every 30 s while any wait — since Safari has no Background Sync and the worker cannot read the
 * session's tokens. Each write carries its client id, so a replay the server already applied is
 * harmless. A write the server refuses stays, with its reason, until the user discards it.
 */
import { api, ApiError } from '../lib/api';
import { isTransientFailure, refreshSession } from '../lib/auth-session';
import { getAuth, subscribeAuth } from '../lib/auth-store';
import {
  deleteEntry,
  getEntry,
  listEntries,
  putEntry,
  type OutboxEntry,
  type OutboxKind,
  type OutboxRequest,
} from './outbox-db';

export type { OutboxEntry, OutboxKind, OutboxRequest };
export type SendResult<T> = { status: 'sent'; data: T } | { status: 'queued' };

export interface FlushResult {
  sent: number;
  rejected: number;
}

export const OUTBOX_RETRY_INTERVAL_MS = 30_000;

const currentOwner = (): string => getAuth().userData?.username ?? '';

// ----- change notification: this tab's hook and other tabs' -----

export interface OutboxSnapshot {
  entries: OutboxEntry[];
  waiting: number;
  rejected: number;
}

const EMPTY: OutboxSnapshot = { entries: [], waiting: 0, rejected: 0 };
let snapshot = EMPTY;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('school-outbox');

async function reloadSnapshot(): Promise<void> {
  const entries = await listEntries(currentOwner());
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  snapshot = { entries, waiting, rejected: entries.length - waiting };
  listeners.forEach((listener) => listener());
}

const reloadQuietly = () => void reloadSnapshot().catch((error) => console.warn('[outbox]', error));

async function changed(): Promise<void> {
  await reloadSnapshot();
  channel?.postMessage('changed');
}

channel?.addEventListener('message', reloadQuietly);

export const getOutboxSnapshot = (): OutboxSnapshot => snapshot;

export function subscribeOutbox(listener: () => void): () => void {
  const first = listeners.size === 0;
  listeners.add(listener);
  // Another user signing in sees their own entries, not the previous user's.
  const stopAuth = first ? subscribeAuth(reloadQuietly) : undefined;
  if (first) reloadQuietly();
  return () => {
    listeners.delete(listener);
    stopAuth?.();
  };
}

// ----- sending -----

async function queue(req: OutboxRequest): Promise<void> {
  await putEntry({ ...req, owner: currentOwner(), state: 'waiting', createdAt: Date.now() });
  await changed();
}

/**
 * Sends now when possible; offline, without an answer or on a 5xx the request is stored and
 * { status: 'queued' } returned. A 4xx while online is thrown: the user sees it and nothing is queued.
 */
export async function sendOrQueue<T>(req: OutboxRequest): Promise<SendResult<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await queue(req);
    return { status: 'queued' };
  }
  try {
    return { status: 'sent', data: await api.request<T>(req.method, req.path, req.body) };
  } catch (error) {
    if (!(error instanceof ApiError) || !(error.status === 0 || error.status >= 500)) throw error;
    await queue(req);
    return { status: 'queued' };
  }
}

const isUnauthenticated = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Sends one write. A token that expired while the network was away is refreshed once and the write
 * sent again: coming back online sends the waiting sheets without a sign-in.
 */
async function send(entry: OutboxEntry): Promise<void> {
  try {
    await api.request(entry.method, entry.path, entry.body);
  } catch (error) {
    if (!isUnauthenticated(error) || (await refreshSession()) !== 'ok') throw error;
    await api.request(entry.method, entry.path, entry.body);
  }
}

async function flushWaiting(): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: 0 };
  for (const entry of await listEntries(currentOwner())) {
    if (entry.state !== 'waiting') continue;
    try {
      await send(entry);
      await deleteEntry(entry.clientId);
      result.sent += 1;
    } catch (error) {
      // No network, server trouble, or a session the server no longer accepts (the user signs in
      // again): stop and keep the order; the next run retries.
      if (isTransientFailure(error) || isUnauthenticated(error)) break;
      const reason = error instanceof Error ? error.message : String(error);
      await putEntry({ ...entry, state: 'rejected', reason });
      result.rejected += 1;
    }
  }
  return result;
}

/** Reports what a flush did; set by the UI (a toast), silent until then. */
let announce: (result: FlushResult) => void = () => undefined;

export function setFlushAnnouncer(fn: (result: FlushResult) => void): void {
  announce = fn;
}

let inFlight: Promise<void> | null = null;

/**
 * Replays the waiting writes in order: a success is removed, a 4xx is kept as 'rejected' with the
 * server's message, a network failure or 5xx stops the run (retried later). One run at a time, also
 * across tabs (a Web Lock) so two tabs do not send the same write together.
 */
export function flushOutbox(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const run = async () => {
        const result = await flushWaiting();
        if (result.sent || result.rejected) {
          await changed();
          announce(result);
        }
      };
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      await (locks
        ? locks.request('school-outbox-flush', { ifAvailable: true }, (lock) => lock && run())
        : run());
    } catch (error) {
      console.warn('[outbox] flush failed:', error);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The user gave up on a write the server refused. */
export async function discardEntry(clientId: string): Promise<void> {
  await deleteEntry(clientId);
  await changed();
}

/** Sends again now, including refused writes (their cause may have been fixed meanwhile). */
export async function retryOutbox(): Promise<void> {
  for (const entry of snapshot.entries) {
    if (entry.state !== 'rejected') continue;
    const stored = await getEntry(entry.clientId);
    if (stored) await putEntry({ ...stored, state: 'waiting', reason: undefined });
  }
  await changed();
  await flushOutbox();
}

let syncUsers = 0;
let stopSync: (() => void) | null = null;

/**
 * Replays now, whenever the browser is back online and every 30 s while writes wait. Counted, so
 * the two navbars of the layouts can both ask; the last one to stop ends it.
 */
export function startOutboxSync(): () => void {
  syncUsers += 1;
  if (syncUsers === 1) {
    const flush = () => void flushOutbox();
    const timer = setInterval(() => {
      if (snapshot.waiting > 0 && navigator.onLine !== false) flush();
    }, OUTBOX_RETRY_INTERVAL_MS);
    window.addEventListener('online', flush);
    flush();
    stopSync = () => {
      clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }
  return () => {
    syncUsers -= 1;
    if (syncUsers === 0) stopSync?.();
  };
}
