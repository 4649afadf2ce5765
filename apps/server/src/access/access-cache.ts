/**
 * The roles-and-schools snapshot of a user, kept per access token. Issue rule: a role change takes
 * effect at the user's next token refresh, so the snapshot may live as long as the token does. What
 * must act at once — a revoked session, a deactivated user, the change-stage choice — comes from the
 * session check, whose answers are dropped at every change (session-cache.ts).
 */
import type { UserAccess } from './user-access';

export class AccessCache {
  private readonly entries = new Map<string, { access: UserAccess; expiresAt: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(token: string, now = Date.now()): UserAccess | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.access;
  }

  set(token: string, access: UserAccess, expiresAt: number): void {
    // Maps keep insertion order: dropping the first key drops the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { access, expiresAt });
  }
}
