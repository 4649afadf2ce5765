/**
 * `npm run create-admin -- --username NAME --full-name "..."` creates a system manager account.
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal (never an argument, so it
 * stays out of the shell history).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BUILT_IN_ROLES } from '@school/shared';
import { eq } from 'drizzle-orm';
import { normalizeUsername } from '../auth/auth-service';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { roles, userRoles, users } from '../db/schema';
import { ensureBuiltInRoles } from '../db/seed/built-in-roles';

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to ask on: set ADMIN_PASSWORD');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string', default: 'admin' },
      'full-name': { type: 'string', default: 'مدیر سیستم' },
    },
  });
  const username = normalizeUsername(values.username!);
  if (!/^[a-z0-9._-]{3,64}$/.test(username)) throw new Error('username: 3–64 of a-z 0-9 . _ -');
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Password for the new system manager: '));
  const problem = passwordProblem(password, username);
  if (problem) throw new Error(problem);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await ensureBuiltInRoles(database.db);
    const db = database.db;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (existing) throw new Error(`user "${username}" already exists`);
    const [role] = await db.select().from(roles).where(eq(roles.name, BUILT_IN_ROLES.systemManager));
    const [user] = await db
      .insert(users)
      .values({ username, fullName: values['full-name']!, passwordHash: await hashPassword(password) })
      .returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id, schoolId: null });
    console.log(`System manager "${username}" created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
