/**
 * `npm run seed:large -- --schools 20 --students-per-school 1200 [--seed N] [--force]`
 * fills the current database (DATABASE_URL, else the embedded one in DATA_DIR, default ./data) with
 * a generated network and prints the benchmark user's credentials (BENCH_PASSWORD, else random).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/server/src/db/client';
import { GeneratorRefusal, generateNetwork } from './generate';
import { NETWORK_SIZE_ARGS, networkSize } from './options';
import { formatGenerateReport } from './report';

async function main() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      force: { type: 'boolean', default: false },
    },
  });
  const options = {
    ...networkSize(values),
    force: values.force,
    // A random password unless one is given: the account is a system manager, and this command may
    // meet a real database (with --force).
    benchPassword: process.env.BENCH_PASSWORD || `Bench-${randomBytes(9).toString('base64url')}`,
    today: new Date(),
  };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(
      `Generating ${options.schools} schools × ${options.studentsPerSchool} students (seed ${options.seed}) into ${databaseUrl ? 'PostgreSQL' : `the embedded database in ${dataDir}`}`,
    );
    const result = await generateNetwork(database, options);
    console.log(formatGenerateReport(result));
    console.log(
      `Benchmark user: ${result.benchUser.username} / ${result.benchUser.password} (system manager; current school id ${result.schoolIds[0]})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof GeneratorRefusal ? `Refused: ${error.message}` : error);
  process.exit(1);
});
