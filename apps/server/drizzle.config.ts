import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema into ./drizzle; they are committed and
// run at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
