/**
 * The network's SMS settings (one row): which provider sends, its API key and sender line, the price
 * per part and each school's daily cap. The key goes in and never comes out: readers learn only
 * whether one is set.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsSettings } from '../../db/schema';
import { kavenegarProvider } from './kavenegar-provider';
import { logProvider, type SmsProvider } from './sms-provider';

export const SMS_PROVIDERS = ['log', 'kavenegar'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface SmsSettings {
  provider: SmsProviderName;
  apiKey: string | null;
  sender: string | null;
  pricePerPart: number;
  dailyCapPerSchool: number;
}

/** What the API shows of the settings. */
export interface PublicSmsSettings extends Omit<SmsSettings, 'apiKey'> {
  apiKeySet: boolean;
}

const DEFAULTS: SmsSettings = {
  provider: 'log',
  apiKey: null,
  sender: null,
  pricePerPart: 0,
  dailyCapPerSchool: 5000,
};

export async function readSmsSettings(db: Db): Promise<SmsSettings> {
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.id, 1));
  if (!row) return { ...DEFAULTS };
  return {
    provider: (SMS_PROVIDERS as readonly string[]).includes(row.provider)
      ? (row.provider as SmsProviderName)
      : 'log',
    apiKey: row.apiKey,
    sender: row.sender,
    pricePerPart: row.pricePerPart,
    dailyCapPerSchool: row.dailyCapPerSchool,
  };
}

export function publicSmsSettings(settings: SmsSettings): PublicSmsSettings {
  const { apiKey, ...rest } = settings;
  return { ...rest, apiKeySet: Boolean(apiKey) };
}

const digitsNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);

/** The settings form: an empty or absent key keeps the saved one; `clearApiKey` removes it. */
export const smsSettingsBody = z
  .object({
    provider: z.enum(SMS_PROVIDERS, { error: 'سامانه پیامک را از فهرست انتخاب کنید.' }),
    apiKey: z.string().trim().max(200, 'کلید API بیش از حد بلند است.').optional(),
    clearApiKey: z.boolean().optional(),
    sender: z
      .string()
      .trim()
      .max(20, 'شماره خط ارسال بیش از حد بلند است.')
      .regex(/^\d*$/, 'شماره خط ارسال فقط رقم است.')
      .optional(),
    pricePerPart: digitsNumber('بهای هر بخش باید عددی صحیح و نامنفی (ریال) باشد.', 10_000_000),
    dailyCapPerSchool: digitsNumber('سقف روزانه باید عددی صحیح و نامنفی باشد.', 1_000_000),
  })
  .strict();

export type SmsSettingsInput = z.infer<typeof smsSettingsBody>;

/** Saves the settings; returns a per-field refusal when the chosen provider lacks what it needs. */
export async function saveSmsSettings(
  db: Db,
  input: SmsSettingsInput,
  userId: number,
): Promise<{ settings: SmsSettings } | { errors: Record<string, string> }> {
  const current = await readSmsSettings(db);
  const apiKey = input.clearApiKey ? null : input.apiKey ? input.apiKey : current.apiKey;
  const sender = input.sender === undefined ? current.sender : input.sender || null;
  if (input.provider === 'kavenegar') {
    const errors: Record<string, string> = {};
    if (!apiKey) errors.apiKey = 'برای کاوه‌نگار کلید API لازم است.';
    if (!sender) errors.sender = 'برای کاوه‌نگار شماره خط ارسال لازم است.';
    if (Object.keys(errors).length) return { errors };
  }
  const values = {
    provider: input.provider,
    apiKey,
    sender,
    pricePerPart: input.pricePerPart,
    dailyCapPerSchool: input.dailyCapPerSchool,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  await db
    .insert(smsSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: smsSettings.id, set: values });
  return { settings: await readSmsSettings(db) };
}

export interface ProviderEnvironment {
  log?: FastifyBaseLogger;
  /** KAVENEGAR_BASE_URL: a local fake of the API in tests; the real one otherwise. */
  kavenegarBaseUrl?: string;
}

/** The provider the settings name; the log provider when none is configured. */
export function providerFor(settings: SmsSettings, env: ProviderEnvironment = {}): SmsProvider {
  if (settings.provider === 'kavenegar' && settings.apiKey && settings.sender) {
    return kavenegarProvider({
      apiKey: settings.apiKey,
      sender: settings.sender,
      ...(env.kavenegarBaseUrl ? { baseUrl: env.kavenegarBaseUrl } : {}),
    });
  }
  return logProvider(env.log);
}

/**
 * The current provider, from the settings as they are now: the sender asks each round (one row read),
 * so a change of key or provider takes effect at the next round on every server process.
 */
export function settingsProvider(db: Db, env: ProviderEnvironment = {}) {
  return async (): Promise<SmsProvider> => providerFor(await readSmsSettings(db), env);
}
