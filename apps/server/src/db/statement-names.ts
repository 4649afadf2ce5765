/**
 * Server-side prepared statements for queries whose text depends on their shape, not their values.
 *
 * A list page's statement differs with its filters and sort, but not with the values it filters by
 * (they travel as parameters). Planning it costs PostgreSQL as much as running it, so a statement
 * prepared once per connection and executed again is about twice as cheap. Drizzle prepares under
 * one fixed name; a query prepared under `perTextName(family)` instead gets a name of its own for
 * each distinct text, so one name never stands for two statements.
 *
 * The names live as long as the connection, so their number is capped: past the cap, a new text
 * runs unprepared, as any other query does. PGlite ignores statement names.
 */
import pg from 'pg';

const PER_TEXT_PREFIX = 'per-text:';

/** The name to prepare a query under for "one server-side statement per distinct text". */
export const perTextName = (family: string) => `${PER_TEXT_PREFIX}${family}`;

/** Gives each distinct text of a family its own statement name, up to `maxNames` in all. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly maxNames = 500) {}

  /** The statement name for `text`, or undefined once the cap is reached (run it unprepared). */
  nameFor(family: string, text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.maxNames) {
      name = `${family}_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size() {
    return this.names.size;
  }
}

interface QueryConfigLike {
  name?: unknown;
  text?: unknown;
}

/** The query config with a per-text family name replaced by the text's own statement name. */
export function withStatementName<T>(config: T, names: StatementNames): T {
  if (typeof config !== 'object' || config === null) return config;
  const { name, text } = config as QueryConfigLike;
  if (typeof name !== 'string' || !name.startsWith(PER_TEXT_PREFIX) || typeof text !== 'string')
    return config;
  return { ...config, name: names.nameFor(name.slice(PER_TEXT_PREFIX.length), text) };
}

/**
 * A node-postgres client class that names per-text statements. Given to the pool as its `Client`, so
 * queries on the pool and on a checked-out client (a transaction) are named alike.
 */
export function namingClientClass(names: StatementNames): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // The overloads of Client.query differ only in what they return; the config is the first argument.
    override query(...args: unknown[]): never {
      args[0] = withStatementName(args[0], names);
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
