/**
 * Kavenegar (kavenegar.com) over its REST API, with plain fetch: the npm SDK is callback-based,
 * unmaintained for years and speaks plain http. Two calls are used:
 *   POST {base}/v1/{API-KEY}/sms/send.json    receptor, sender, message   (form-encoded)
 *   POST {base}/v1/{API-KEY}/sms/status.json  messageid=id,id,...
 * Both answer `{ return: { status, message }, entries: [...] }`; `return.status` 200 is success and
 * any other value is the error code (the HTTP status says the same).
 */
import { SmsProviderError, type DeliveryReport, type SmsProvider } from './sms-provider';

export const KAVENEGAR_BASE_URL = 'https://api.kavenegar.com';

/** Readable reasons for Kavenegar's codes; `permanent` ones will not heal by retrying the message. */
export const KAVENEGAR_ERRORS: Record<number, { reason: string; permanent: boolean }> = {
  400: { reason: 'پارامترهای درخواست ناقص است', permanent: false },
  401: { reason: 'حساب کاربری سامانه پیامک غیرفعال شده است', permanent: false },
  402: { reason: 'عملیات در سامانه پیامک ناموفق بود', permanent: false },
  403: { reason: 'کلید API سامانه پیامک معتبر نیست', permanent: false },
  404: { reason: 'متد درخواست‌شده در سامانه پیامک وجود ندارد', permanent: false },
  405: { reason: 'روش درخواست (GET/POST) نادرست است', permanent: false },
  406: { reason: 'پارامترهای اجباری خالی فرستاده شده است', permanent: false },
  407: { reason: 'دسترسی به این اطلاعات ممکن نیست', permanent: false },
  409: { reason: 'سامانه پیامک فعلاً پاسخ نمی‌دهد', permanent: false },
  411: { reason: 'شماره گیرنده نامعتبر است', permanent: true },
  412: { reason: 'خط ارسال‌کننده نامعتبر است', permanent: false },
  413: { reason: 'متن پیام خالی یا بیش از حد مجاز بلند است', permanent: true },
  414: { reason: 'حجم درخواست بیش از حد مجاز است', permanent: false },
  416: { reason: 'نشانی IP سرور با تنظیمات حساب پیامک نمی‌خواند', permanent: false },
  418: { reason: 'اعتبار حساب پیامک کافی نیست', permanent: false },
  422: { reason: 'متن پیام نویسه‌ای دارد که پذیرفته نمی‌شود', permanent: true },
};

/** Kavenegar's message states (status.json entries): 10 delivered; 6, 11, 13, 14 and 100 failed. */
const DELIVERED = new Set([10]);
const FAILED: Record<number, string> = {
  6: 'ارسال به مخابرات ناموفق بود',
  11: 'پیام به گوشی گیرنده نرسید',
  13: 'پیام لغو شد',
  14: 'گیرنده دریافت پیامک تبلیغاتی را بسته است',
  100: 'شناسه پیام نزد سامانه پیامک ناشناخته است',
};

export interface KavenegarOptions {
  apiKey: string;
  sender: string;
  /** Tests point this at a local fake of the API. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface KavenegarEntry {
  messageid: number | string;
  status: number;
  statustext?: string;
  cost?: number;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
  entries?: KavenegarEntry[] | null;
}

export function kavenegarProvider(options: KavenegarOptions): SmsProvider {
  const base = (options.baseUrl ?? KAVENEGAR_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: string, params: Record<string, string>): Promise<KavenegarEntry[]> {
    const url = `${base}/v1/${encodeURIComponent(options.apiKey)}/sms/${method}.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          accept: 'application/json',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new SmsProviderError(`ارتباط با سامانه پیامک برقرار نشد (${detail})`, 'network', false);
    }
    let answer: KavenegarAnswer;
    try {
      answer = (await response.json()) as KavenegarAnswer;
    } catch {
      throw new SmsProviderError(
        `پاسخ نامفهوم از سامانه پیامک (HTTP ${response.status})`,
        response.status,
        false,
      );
    }
    const code = answer.return?.status ?? response.status;
    if (code !== 200) {
      const known = KAVENEGAR_ERRORS[code];
      const said = answer.return?.message ? ` — ${answer.return.message}` : '';
      throw new SmsProviderError(
        `کاوه‌نگار ${code}: ${known?.reason ?? 'خطای ناشناخته'}${said}`,
        code,
        known?.permanent ?? false,
      );
    }
    return answer.entries ?? [];
  }

  return {
    name: 'kavenegar',
    async send(recipient, body) {
      const [entry] = await call('send', { receptor: recipient, sender: options.sender, message: body });
      if (!entry) throw new SmsProviderError('سامانه پیامک شناسه پیام را برنگرداند', 'no-entry', false);
      return {
        providerId: String(entry.messageid),
        ...(typeof entry.cost === 'number' ? { cost: entry.cost } : {}),
      };
    },
    async status(providerIds) {
      const reports = new Map<string, DeliveryReport>();
      if (!providerIds.length) return reports;
      for (const entry of await call('status', { messageid: providerIds.join(',') })) {
        const id = String(entry.messageid);
        if (DELIVERED.has(entry.status)) reports.set(id, { state: 'delivered' });
        else if (entry.status in FAILED)
          reports.set(id, { state: 'failed', reason: `کاوه‌نگار ${entry.status}: ${FAILED[entry.status]}` });
        else reports.set(id, { state: 'pending' });
      }
      return reports;
    },
  };
}
