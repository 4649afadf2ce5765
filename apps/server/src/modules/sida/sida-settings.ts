/**
 * The network's Sida settings (one row): which connector (files or HTTP), the HTTP connector's base
 * URL, username and token, and its timeout. The token goes in and never comes out: readers learn
 * only whether one is set.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sidaSettings } from '../../db/schema';

export const SIDA_CONNECTORS = ['files', 'http'] as const;
export type SidaConnectorName = (typeof SIDA_CONNECTORS)[number];

export interface SidaSettings {
  connector: SidaConnectorName;
  baseUrl: string | null;
  username: string | null;
  token: string | null;
  timeoutMs: number;
}

export interface PublicSidaSettings extends Omit<SidaSettings, 'token'> {
  tokenSet: boolean;
}

const DEFAULTS: SidaSettings = {
  connector: 'files',
  baseUrl: null,
  username: null,
  token: null,
  timeoutMs: 15_000,
};

export async function readSidaSettings(db: Db): Promise<SidaSettings> {
  const [row] = await db.select().from(sidaSettings).where(eq(sidaSettings.id, 1));
  if (!row) return { ...DEFAULTS };
  return {
    connector: row.connector === 'http' ? 'http' : 'files',
    baseUrl: row.baseUrl,
    username: row.username,
    token: row.token,
    timeoutMs: row.timeoutMs,
  };
}

export function publicSidaSettings(settings: SidaSettings): PublicSidaSettings {
  const { token, ...rest } = settings;
  return { ...rest, tokenSet: Boolean(token) };
}

const URL_MESSAGE = 'نشانی سیدا باید با http:// یا https:// آغاز شود.';

/** The settings form: an empty or absent token keeps the saved one; `clearToken` removes it. */
export const sidaSettingsBody = z
  .object({
    connector: z.enum(SIDA_CONNECTORS, { error: 'شیوه تبادل با سیدا را از فهرست انتخاب کنید.' }),
    baseUrl: z
      .string({ error: URL_MESSAGE })
      .trim()
      .max(300, 'نشانی سیدا بیش از حد بلند است.')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), URL_MESSAGE)
      .optional(),
    username: z.string().trim().max(100, 'نام کاربری بیش از حد بلند است.').optional(),
    token: z.string().trim().max(500, 'رمز یا توکن بیش از حد بلند است.').optional(),
    clearToken: z.boolean().optional(),
    timeoutSeconds: z.coerce
      .number({ error: 'مهلت پاسخ باید عددی بین ۱ و ۱۲۰ ثانیه باشد.' })
      .int('مهلت پاسخ باید عددی بین ۱ و ۱۲۰ ثانیه باشد.')
      .min(1, 'مهلت پاسخ باید عددی بین ۱ و ۱۲۰ ثانیه باشد.')
      .max(120, 'مهلت پاسخ باید عددی بین ۱ و ۱۲۰ ثانیه باشد.')
      .optional(),
  })
  .strict();

export type SidaSettingsInput = z.infer<typeof sidaSettingsBody>;

export async function saveSidaSettings(
  db: Db,
  input: SidaSettingsInput,
  userId: number,
): Promise<{ settings: SidaSettings } | { errors: Record<string, string> }> {
  const current = await readSidaSettings(db);
  const token = input.clearToken ? null : input.token ? input.token : current.token;
  const baseUrl = input.baseUrl === undefined ? current.baseUrl : input.baseUrl.replace(/\/+$/, '') || null;
  const username = input.username === undefined ? current.username : input.username || null;
  if (input.connector === 'http') {
    const errors: Record<string, string> = {};
    if (!baseUrl) errors.baseUrl = 'برای تبادل از راه وب، نشانی سیدا لازم است.';
    if (!token) errors.token = 'برای تبادل از راه وب، رمز یا توکن سیدا لازم است.';
    if (Object.keys(errors).length) return { errors };
  }
  const values = {
    connector: input.connector,
    baseUrl,
    username,
    token,
    timeoutMs: input.timeoutSeconds ? input.timeoutSeconds * 1000 : current.timeoutMs,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  await db
    .insert(sidaSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sidaSettings.id, set: values });
  return { settings: await readSidaSettings(db) };
}
