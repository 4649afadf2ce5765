/**
 * Bulk loading in one transaction: COPY on PostgreSQL (the fastest way in), multi-row INSERTs on
 * PGlite (which has no COPY FROM STDIN). Rows carry explicit ids; the id sequences are moved past
 * them at the end so later inserts through the app get fresh ids.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Db } from '../../../apps/server/src/db/client';

export interface BulkWriter {
  insert(table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void>;
  /** Moves the table's id sequence past its largest id. */
  resetIdSequence(table: PgTable): Promise<void>;
}

/** PostgreSQL's limit is 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;
const COPY_CHUNK_ROWS = 2_000;

/** The table's columns that any of the rows sets, as [property, column] pairs. */
function usedColumns(table: PgTable, rows: readonly Record<string, unknown>[]): [string, PgColumn][] {
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    rows.some((r) => r[key] !== undefined),
  );
}

function csvValue(value: unknown): string {
  if (value === null || value === undefined) return ''; // unquoted empty = NULL in CSV COPY
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  // An integer array (exams.course_group_ids) as a PostgreSQL array literal.
  if (Array.isArray(value)) return `"{${value.map(Number).join(',')}}"`;
  return `"${String(value).replace(/"/g, '""')}"`;
}

function* csvChunks(rows: readonly Record<string, unknown>[], keys: string[]): Generator<string> {
  for (let i = 0; i < rows.length; i += COPY_CHUNK_ROWS) {
    yield rows
      .slice(i, i + COPY_CHUNK_ROWS)
      .map((row) => keys.map((k) => csvValue(row[k])).join(',') + '\n')
      .join('');
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function postgresWriter(client: pg.PoolClient): BulkWriter {
  return {
    async insert(table, rows) {
      if (!rows.length) return;
      const columns = usedColumns(table, rows);
      const list = columns.map(([, c]) => quote(c.name)).join(', ');
      const copy = client.query(
        copyFrom(`copy ${quote(getTableConfig(table).name)} (${list}) from stdin with (format csv)`),
      );
      await pipeline(
        Readable.from(
          csvChunks(
            rows,
            columns.map(([k]) => k),
          ),
        ),
        copy,
      );
    },
    async resetIdSequence(table) {
      const name = getTableConfig(table).name;
      await client.query(
        `select setval(pg_get_serial_sequence($1, 'id'), (select coalesce(max(id), 1) from ${quote(name)}))`,
        [name],
      );
    },
  };
}

function drizzleWriter(db: Db): BulkWriter {
  return {
    async insert(table, rows) {
      if (!rows.length) return;
      const batch = Math.max(1, Math.floor(MAX_PARAMETERS / usedColumns(table, rows).length));
      for (let i = 0; i < rows.length; i += batch) {
        await db.insert(table).values(rows.slice(i, i + batch) as never);
      }
    },
    async resetIdSequence(table) {
      const name = getTableConfig(table).name;
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(name)}))`,
      );
    },
  };
}

/**
 * Bulk-load style, as for the month of attendance: no foreign-key triggers. Every id the generator
 * writes comes from rows it wrote before (the generator test checks every foreign key afterwards),
 * and half a million exam scores would otherwise cost two million parent lookups.
 */
const WITHOUT_TRIGGERS = 'set local session_replication_role = replica';

/** Runs `load` with a writer inside one transaction: all of the network, or nothing. */
export async function withBulkWriter<T>(
  database: Database,
  load: (writer: BulkWriter) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(WITHOUT_TRIGGERS));
      return load(drizzleWriter(tx));
    });
  }
  // The Drizzle node-postgres database keeps its pool as $client; COPY needs a raw pooled client.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(WITHOUT_TRIGGERS);
    const result = await load(postgresWriter(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
