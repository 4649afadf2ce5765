/**
 * The answers of the per-request session check (guard.ts), kept while nothing they were read from
 * can have changed.
 *
 * Every request checks that its session is live, its user active, and reads the user's current school
 * and year and the academic years. Read from the database each time, that check cost a list page
 * as much as a third of its time. What it reads changes only by a write, so an answer is kept until
 * the next write that could touch it:
 *  - any write request this server answers (everything but GET, HEAD and OPTIONS) drops every answer
 *    before its response leaves, so no request after a logout, a deactivation or a change of the
 *    current school can see what was true before;
 *  - a change to sessions, users or academic years made anywhere else (another server, the command
 *    line, psql) reaches every server as a notice from the database's triggers, and drops every answer;
 *    the notice arrives milliseconds after the write commits, so a request another server answers in
 *    that moment may still see the time before it (the fleet test allows 2 s on a loaded machine);
 *  - while the notices cannot be heard (their connection is down), nothing is kept;
 *  - an answer is never older than `maxAgeMs`, whatever happens.
 * An answer read while a write finished is not kept: it may describe the time before the write.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; readAt: number }>();
  /** Counts the times everything was dropped; an answer is kept only if none happened while it was read. */
  private generation = 0;
  private listening = false;

  constructor(
    private readonly maxAgeMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The kept answer for `key`, or `read()`'s (kept, when it found something). */
  async get(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const now = Date.now();
    const entry = this.listening ? this.entries.get(key) : undefined;
    if (entry && now - entry.readAt < this.maxAgeMs) return entry.value;
    const generation = this.generation;
    const value = await read();
    if (value !== undefined && this.listening && generation === this.generation) {
      // Maps keep insertion order: dropping the first key drops the oldest entry.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, readAt: now });
    }
    return value;
  }

  /** Something was written: drop every answer, and any being read now. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether changes made elsewhere are heard; nothing is kept while they are not. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }

  get size(): number {
    return this.entries.size;
  }
}
