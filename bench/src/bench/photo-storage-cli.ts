/**
 * `npm run bench:photo-storage [-- options]`: how much the database (and its backup) grows per 1,000
 * student photos as the product stores them — each upload through normalizeImage (600 px on the long
 * side, JPEG re-encoded) into stored_files, one row per photo as the upload route writes it. Runs on
 * a fresh embedded database and, when PostgreSQL answers at BENCH_DATABASE_URL, on a fresh database
 * there (dropped afterwards). Prints the figures; the README's "Backups and files" quotes them.
 *
 *   --count N      photos (default 1000)
 *   --source DIR   real photos (JPEG/PNG/WebP files, used in turn) instead of synthetic portraits
 *   --seed N       seed of the synthetic portraits (default 1404)
 *   --distinct N   synthetic portraits drawn (default 200, used in turn: drawing one takes about a
 *                  second); every photo is still processed and stored as a row of its own
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { backupPglite } from '../../../apps/server/src/db/backup/pglite-backup';
import { backupPostgres } from '../../../apps/server/src/db/backup/postgres-backup';
import { openPglite, openPostgres, type Database } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { ensureBuiltInRoles } from '../../../apps/server/src/db/seed/built-in-roles';
import { seedDemoNetwork } from '../../../apps/server/src/db/seed/demo';
import { normalizeImage } from '../../../apps/server/src/modules/files/image-processing';
import { saveFile } from '../../../apps/server/src/modules/files/stored-files';
import { cleanupOnSignals, onCleanup, runWithCleanup } from './cleanup';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';
import { syntheticPortrait } from './synthetic-portrait';

const MB = 1024 * 1024;

function options() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000' },
      source: { type: 'string' },
      seed: { type: 'string', default: '1404' },
      distinct: { type: 'string', default: '200' },
    },
  });
  return {
    count: Number(values.count),
    source: values.source,
    seed: Number(values.seed),
    distinct: Number(values.distinct),
  };
}

/** The photos as the product stores them, with the uploads' total size. */
async function storedPhotos(count: number, source: string | undefined, seed: number, distinct: number) {
  const files = source
    ? readdirSync(source)
        .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
        .map((name) => path.join(source, name))
    : [];
  if (source && files.length === 0) throw new Error(`no JPEG, PNG or WebP files in ${source}`);
  const photos: Buffer[] = [];
  // A synthetic portrait used again gives the same stored bytes (the processing is deterministic):
  // processed once.
  const processed = new Map<number, { upload: number; stored: Buffer }>();
  let uploaded = 0;
  for (let i = 0; i < count; i++) {
    const key = source ? -1 : i % distinct;
    let photo = processed.get(key);
    if (!photo) {
      const upload = source ? readFileSync(files[i % files.length]!) : await syntheticPortrait(seed + key);
      const result = await normalizeImage(upload);
      if (!result.ok) throw new Error(`photo ${i}: ${result.reason}`);
      photo = { upload: upload.length, stored: result.bytes };
      if (!source) processed.set(key, photo);
    }
    uploaded += photo.upload;
    photos.push(photo.stored);
    if ((i + 1) % 100 === 0) process.stdout.write(`  ${i + 1}/${count} photos processed\r`);
  }
  process.stdout.write('\n');
  return { photos, uploaded };
}

async function sizes(database: Database) {
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  const [row] = await executeRows<{ files: string; database: string }>(
    database.db,
    sql`select pg_total_relation_size('stored_files')::text as files,
               pg_database_size(current_database())::text as database`,
  );
  return { files: Number(row!.files), database: Number(row!.database) };
}

async function prepare(database: Database) {
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);
  await seedDemoNetwork(database.db, 'Bench-Photos-1404');
  const [row] = await executeRows<{ school: number; user: number }>(
    database.db,
    sql`select (select min(id) from schools) as school, (select min(id) from users) as "user"`,
  );
  return row!;
}

async function store(database: Database, photos: Buffer[], owner: { school: number; user: number }) {
  for (const bytes of photos)
    await saveFile(database.db, {
      schoolId: owner.school,
      ownerKind: 'students',
      contentType: 'image/jpeg',
      bytes,
      userId: owner.user,
    });
}

interface Growth {
  database: string;
  files: number;
  total: number;
  backup: number;
}

async function embedded(photos: Buffer[]): Promise<Growth> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
  onCleanup('embedded data dir', () => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  let database = await openPglite(dataDir);
  const owner = await prepare(database);
  await database.close();
  const backupBefore = await backupPglite(dataDir, path.join(dir, 'before.backup'));
  database = await openPglite(dataDir);
  const before = await sizes(database);
  await store(database, photos, owner);
  const after = await sizes(database);
  await database.close();
  const backupAfter = await backupPglite(dataDir, path.join(dir, 'after.backup'));
  return {
    database: 'embedded (PGlite)',
    files: after.files - before.files,
    total: after.database - before.database,
    backup: backupAfter - backupBefore,
  };
}

async function postgres(photos: Buffer[]): Promise<Growth | string> {
  let bench;
  try {
    bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
  } catch (error) {
    return `PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-pg-'));
  onCleanup('backup files', () => rmSync(dir, { recursive: true, force: true }));
  const database = await openPostgres(bench.url, 2);
  try {
    const owner = await prepare(database);
    await backupPostgres(bench.url, path.join(dir, 'before.backup'));
    const before = await sizes(database);
    await store(database, photos, owner);
    const after = await sizes(database);
    await backupPostgres(bench.url, path.join(dir, 'after.backup'));
    const backup = (name: string) => statSync(path.join(dir, name)).size;
    return {
      database: `PostgreSQL ${bench.serverVersion.split(' ')[1]}`,
      files: after.files - before.files,
      total: after.database - before.database,
      backup: backup('after.backup') - backup('before.backup'),
    };
  } finally {
    await database.close();
    await bench.drop();
  }
}

async function main() {
  cleanupOnSignals();
  const { count, source, seed, distinct } = options();
  console.log(
    `Processing ${count} ${source ? `photos from ${source}` : `synthetic portraits (${distinct} distinct)`}…`,
  );
  const { photos, uploaded } = await storedPhotos(count, source, seed, distinct);
  const stored = photos.reduce((sum, p) => sum + p.length, 0);
  const sorted = photos.map((p) => p.length).sort((a, b) => a - b);
  const per1000 = (bytes: number) => `${(((bytes / count) * 1000) / MB).toFixed(1)} MB`;
  console.log(
    `Uploads: ${(uploaded / count / 1024).toFixed(0)} KB each on average; stored after processing: ` +
      `${(stored / count / 1024).toFixed(1)} KB on average (median ${(sorted[sorted.length >> 1]! / 1024).toFixed(1)} KB, ` +
      `${(sorted[0]! / 1024).toFixed(1)}–${(sorted.at(-1)! / 1024).toFixed(1)} KB), ${per1000(stored)} per 1,000 photos.`,
  );
  const results: (Growth | string)[] = [await embedded(photos), await postgres(photos)];
  console.log('\nGrowth per 1,000 photos:');
  console.table(
    results
      .filter((r): r is Growth => typeof r !== 'string')
      .map((r) => ({
        database: r.database,
        'stored_files (table, TOAST, index)': per1000(r.files),
        'whole database': per1000(r.total),
        'backup file': per1000(r.backup),
      })),
  );
  for (const r of results) if (typeof r === 'string') console.log(r);
}

runWithCleanup(main);
