import { openDatabase } from '../apps/server/src/db/client';
import { timeReportCards } from './src/bench/report-card-timing';

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/x' });
  try {
    console.log(await timeReportCards(database, 1));
  } finally {
    await database.close();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
