/**
 * Sida over HTTP (a Sida web service or an intermediary in front of its pages), with plain fetch:
 *   GET  {base}/schools/{code}/class-list          → { students: SidaClassRow[] }
 *   GET  {base}/schools/{code}/course-list         → { courses: SidaCourseRow[] }
 *   GET  {base}/schools/{code}/results?year=…      → { results: SidaResultRow[] }
 *   POST {base}/schools/{code}/scores  {subject, rows} → { accepted, refused: [{nationalCode, courseCode, reason}] }
 * The token goes as a bearer token (with the username, when set, in X-Sida-User). Every call has a
 * deadline; a call past it is abandoned, and its caller writes nothing.
 */
import {
  SidaUnavailableError,
  type SidaClassRow,
  type SidaConnector,
  type SidaCourseRow,
  type SidaResultRow,
  type SidaSendOutcome,
} from './sida-connector';

export interface HttpConnectorOptions {
  baseUrl: string;
  token: string;
  username?: string | null;
  timeoutMs: number;
}

export const SIDA_HTTP_MESSAGES = {
  timeout: 'سیدا در مهلت مقرر پاسخ نداد؛ چیزی ثبت نشد. کمی بعد دوباره تلاش کنید.',
  credentials: 'سیدا نام کاربری یا رمز را نپذیرفت؛ تنظیمات سیدا را بررسی کنید.',
  network: 'ارتباط با سیدا برقرار نشد؛ نشانی سیدا و اتصال شبکه را بررسی کنید.',
  error: (status: number) => `سیدا خطا داد (کد ${status.toLocaleString('fa-IR')})؛ چیزی ثبت نشد.`,
  garbled: 'پاسخ سیدا نامفهوم بود؛ چیزی ثبت نشد.',
} as const;

/** A field of Sida's answer as text; anything but a string or a number is blank (a row error then). */
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export function httpConnector(options: HttpConnectorOptions): SidaConnector {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.token}`,
          ...(options.username ? { 'x-sida-user': encodeURIComponent(options.username) } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.timeout, 'timeout');
      throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.network, 'network');
    }
    if (response.status === 401 || response.status === 403)
      throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.credentials, 'credentials');
    if (!response.ok) throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.error(response.status), 'error');
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.timeout, 'timeout');
      throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.garbled, 'error');
    }
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.garbled, 'error');
    return answer as Record<string, unknown>;
  }

  const list = (answer: Record<string, unknown>, key: string) => {
    const value = answer[key];
    if (!Array.isArray(value)) throw new SidaUnavailableError(SIDA_HTTP_MESSAGES.garbled, 'error');
    // An entry that is not an object stays a (blank) row, so the preview shows it as an error.
    return value.map((v: unknown) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>);
  };

  return {
    name: 'http',
    async classList(schoolCode) {
      const answer = await call(`/schools/${encodeURIComponent(schoolCode)}/class-list`);
      return list(answer, 'students').map((s): SidaClassRow => ({
        nationalCode: text(s.nationalCode),
        firstName: text(s.firstName),
        lastName: text(s.lastName),
        fatherName: text(s.fatherName),
        studentNumber: text(s.studentNumber),
        gender: text(s.gender),
        birthDate: text(s.birthDate),
        gradeLevel: text(s.gradeLevel),
        classroom: text(s.classroom),
      }));
    },
    async courseList(schoolCode) {
      const answer = await call(`/schools/${encodeURIComponent(schoolCode)}/course-list`);
      return list(answer, 'courses').map((c): SidaCourseRow => ({
        classroom: text(c.classroom),
        gradeLevel: text(c.gradeLevel),
        courseCode: text(c.courseCode),
        courseTitle: text(c.courseTitle),
        units: text(c.units),
        weeklyHours: text(c.weeklyHours),
        teacherNationalCode: text(c.teacherNationalCode),
        teacherName: text(c.teacherName),
      }));
    },
    async results(schoolCode, yearTitle) {
      const answer = await call(
        `/schools/${encodeURIComponent(schoolCode)}/results?year=${encodeURIComponent(yearTitle)}`,
      );
      return list(answer, 'results').map((r): SidaResultRow => ({
        nationalCode: text(r.nationalCode),
        courseCode: text(r.courseCode),
        courseTitle: text(r.courseTitle),
        score: text(r.score),
      }));
    },
    async sendScores(schoolCode, subject, rows): Promise<SidaSendOutcome> {
      const answer = await call(`/schools/${encodeURIComponent(schoolCode)}/scores`, {
        method: 'POST',
        body: { subject, rows },
      });
      const refused = Array.isArray(answer.refused) ? (answer.refused as Record<string, unknown>[]) : [];
      return {
        accepted: Number(answer.accepted) || 0,
        refused: refused.map((r) => ({
          nationalCode: text(r.nationalCode),
          courseCode: text(r.courseCode),
          reason: text(r.reason) || 'سیدا این ردیف را نپذیرفت.',
        })),
      };
    },
  };
}
