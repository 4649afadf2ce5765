/**
 * The fleet with real processes: our own nginx (deploy/nginx.conf) round-robin in front of two
 * built production servers on one fresh PostgreSQL database and Redis. Through the proxy, every
 * check makes both servers take part: what one server does, the other must see at once.
 * Runs in `npm test` after the build; without nginx, PostgreSQL, Redis or the built server it is
 * skipped with one line, unless FLEET_REQUIRED=1 (CI), which makes that a failure.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { todayIso } from '../src/modules/attendance/attendance-rules';
import { FAKE_KEYS } from '../test/helpers/fake-kavenegar';
import { pngImage } from '../test/helpers/images';
import { FLEET_PASSWORD, missingPrerequisites, startFleet, type Fleet } from './fleet';
import { type Answer, multipart, ownAddress } from './proxy-client';

const missing = await missingPrerequisites();
const required = process.env.FLEET_REQUIRED === '1';
if (missing.length && !required) console.log(`fleet: skipped — missing ${missing.join(', ')}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const tally = (names: string[]) =>
  names.reduce<Record<string, number>>((acc, name) => ({ ...acc, [name]: (acc[name] ?? 0) + 1 }), {});

describe.skipIf(missing.length > 0 && !required)('two servers behind nginx on one database', () => {
  let fleet: Fleet;
  const rows = <T>(query: SQL) => executeRows<T>(fleet.database.db, query);
  const login = (username: string, password = FLEET_PASSWORD) => fleet.proxy.login(username, password);
  /** The same authenticated GET answered by every server (each then keeps the session's check). */
  const onEach = (path: string, token: string) => fleet.proxy.onEach(fleet.instances, 'GET', path, { token });
  /**
   * The session's context on every server until each refuses it, for at most 2 s. The other server
   * drops its kept session checks when the database's notice of the write reaches it, milliseconds
   * after the write's response (session-cache.ts); without the notice it would keep them 30 s.
   */
  const refusedEverywhere = async (token: string) => {
    const started = Date.now();
    for (;;) {
      const answers = await onEach('/api/context', token);
      if (statuses(answers).every((s) => s === 401)) return answers;
      if (Date.now() - started > 2_000)
        throw new Error(`still answered after 2 s: ${statuses(answers).join(', ')}`);
      await sleep(20);
    }
  };

  beforeAll(async () => {
    if (missing.length) throw new Error(`FLEET_REQUIRED=1, but missing: ${missing.join(', ')}`);
    fleet = await startFleet();
  });
  afterAll(async () => {
    await fleet?.stop();
  });

  it('sends requests to both servers in turn, each naming itself', async () => {
    const token = await login('admin');
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await fleet.proxy.call('GET', '/api/context', { token }));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 200]);
    const byServer = tally(answers.map((a) => a.instance));
    console.log('fleet: GET /api/context answered by', byServer);
    expect(Object.keys(byServer).sort()).toEqual(fleet.instances);
    // nginx's own log agrees: both upstreams served the page.
    const upstreams = new Set(
      fleet.nginx
        .accessLog()
        .split('\n')
        .filter((line) => line.startsWith('GET /api/context 200'))
        .map((line) => line.split('upstream=')[1]),
    );
    expect([...upstreams].sort()).toEqual(fleet.servers.map((s) => s.address).sort());
    // Both report themselves ready: the database answers and has every migration of the build
    // (which the test migrated before either started).
    const ready = await fleet.proxy.onEach(fleet.instances, 'GET', '/api/ready');
    expect(statuses(ready).every((s) => s === 200)).toBe(true);
  });

  it('a logout through one server ends the session on the other at once', async () => {
    const token = await login('admin');
    expect(statuses(await onEach('/api/context', token)).every((s) => s === 200)).toBe(true);
    const logout = await fleet.proxy.call('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    const after = await refusedEverywhere(token);
    expect(after.some((a) => a.instance !== logout.instance)).toBe(true);
  });

  it('a password reset through one server ends the sessions on the other and changes the password', async () => {
    const admin = await login('admin');
    const clerk = await login('clerk');
    expect(statuses(await onEach('/api/context', clerk)).every((s) => s === 200)).toBe(true);
    const [clerkRow] = await rows<{ id: number }>(sql`select id from users where username = 'clerk'`);
    const id = clerkRow!.id;
    const user = (await fleet.proxy.call('GET', `/api/users/${id}`, { token: admin })).json<{
      data: { version: number };
    }>().data;
    const reset = await fleet.proxy.call('PATCH', `/api/users/${id}`, {
      token: admin,
      body: { version: user.version, password: 'Fleet-Reset-7391' },
    });
    expect(reset.status, reset.body.toString()).toBe(200);
    await refusedEverywhere(clerk);
    const oldPassword = await fleet.proxy.onEach(fleet.instances, 'POST', '/api/auth/login', {
      body: { username: 'clerk', password: FLEET_PASSWORD },
    });
    expect(statuses(oldPassword).every((s) => s === 401)).toBe(true);
    await login('clerk', 'Fleet-Reset-7391');
  });

  it("a user's own password change through one server ends their other sessions on both", async () => {
    const changing = await login('teacher');
    const other = await login('teacher');
    expect(statuses(await onEach('/api/context', other)).every((s) => s === 200)).toBe(true);
    const change = await fleet.proxy.call('POST', '/api/teacher/profile/password', {
      token: changing,
      body: { currentPassword: FLEET_PASSWORD, newPassword: 'Fleet-Changed-8264' },
    });
    expect(change.status, change.body.toString()).toBe(200);
    expect(change.json<{ data: { endedSessions: number } }>().data.endedSessions).toBe(1);
    await refusedEverywhere(other);
    expect(statuses(await onEach('/api/context', changing)).every((s) => s === 200)).toBe(true);
    await login('teacher', 'Fleet-Changed-8264');
  });

  it('counts failed sign-ins across both servers: the throttle delays the next try on either', async () => {
    // An address of this check's own, so its failures are the only ones counted there.
    const from = ownAddress();
    const pair = `p:deputy@${from}`;
    const answeredBy: string[] = [];
    // Five free failures, then 1, 2 and 4 s of delay (each waited out), and a ninth failure that
    // sets 8 s. With each server counting alone, neither would have passed its five free ones.
    for (let attempt = 1; attempt <= 9; attempt++) {
      const [wait] = await rows<{ ms: number }>(
        sql`select coalesce(greatest(0, extract(epoch from (locked_until - clock_timestamp())) * 1000), 0)::float8 as ms
            from login_throttle where key = ${pair}`,
      );
      if (wait?.ms) await sleep(wait.ms + 50);
      const answer = await fleet.proxy.call('POST', '/api/auth/login', {
        from,
        body: { username: 'deputy', password: `Wrong-Guess-${attempt}` },
      });
      expect(answer.status, answer.body.toString()).toBe(401);
      answeredBy.push(answer.instance);
    }
    console.log('fleet: failed sign-ins answered by', tally(answeredBy));
    expect([...new Set(answeredBy)].sort()).toEqual(fleet.instances);
    const [counter] = await rows<{ failures: number }>(
      sql`select failures from login_throttle where key = ${pair}`,
    );
    expect(counter?.failures).toBe(9);
    // Even the right password waits now, whichever server takes it.
    const refused = await fleet.proxy.onEach(fleet.instances, 'POST', '/api/auth/login', {
      from,
      body: { username: 'deputy', password: FLEET_PASSWORD },
    });
    expect(statuses(refused).every((s) => s === 429)).toBe(true);
  });

  it('counts the request rate limit across both servers in Redis', async () => {
    // Sign-in takes 60 requests a minute per address, whatever their content. From an address of
    // this check's own, 61 malformed sign-ins (refused before any password is checked) go to both
    // servers in turn: the 61st is refused by whichever takes it. Each server counting alone
    // would have let all of them through to the validation.
    const from = ownAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < 61; i++)
      answers.push(await fleet.proxy.call('POST', '/api/auth/login', { from, body: {} }));
    expect([...new Set(answers.slice(0, 60).map((a) => a.instance))].sort()).toEqual(fleet.instances);
    expect(statuses(answers.slice(0, 60)).every((s) => s === 400)).toBe(true);
    expect(answers[60]!.status).toBe(429);
    expect(answers[60]!.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a photo uploaded through one server is served by the other', async () => {
    const token = await login('admin');
    const { body, contentType } = await multipart(
      { kind: 'students' },
      { field: 'file', name: 'photo.png', type: 'image/png', bytes: await pngImage(300, 400) },
    );
    const upload = await fleet.proxy.call('POST', '/api/files/images', {
      token,
      body,
      headers: { 'content-type': contentType },
    });
    expect(upload.status, upload.body.toString()).toBe(200);
    const { id, url } = upload.json<{ data: { id: number; url: string } }>().data;
    const reads = await onEach(url, token);
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.headers['content-type']).toMatch(/^image\//);
      expect(read.body.equals(reads[0]!.body)).toBe(true);
    }
    // What both served is what the database holds: no server's own disk took part.
    const [stored] = await rows<{ bytes: Buffer }>(sql`select bytes from stored_files where id = ${id}`);
    expect(reads[0]!.body.equals(stored!.bytes)).toBe(true);
    expect(reads.some((r) => r.instance !== upload.instance)).toBe(true);
  });

  it("sends an SMS batch exactly once with both servers' senders running", async () => {
    const token = await login('admin');
    const settings = await fleet.proxy.call('PUT', '/api/sms/settings', {
      token,
      body: {
        provider: 'kavenegar',
        apiKey: FAKE_KEYS.good,
        sender: '10004346',
        pricePerPart: 1000,
        dailyCapPerSchool: 100_000,
      },
    });
    expect(settings.status, settings.body.toString()).toBe(200);
    const marker = randomUUID().slice(0, 8);
    const text = `جلسه اولیا فردا ساعت ۱۰ است. ${marker}`;
    const numbers = Array.from({ length: 150 }, (_, i) => `0935${String(2_000_000 + i)}`);
    const send = await fleet.proxy.call('POST', '/api/sms/send', {
      token,
      body: { body: text, numbers: numbers.join('\n') },
    });
    expect(send.status, send.body.toString()).toBe(200);
    expect(send.json<{ data: { queued: number } }>().data.queued).toBe(numbers.length);

    for (let waited = 0; ; waited += 200) {
      const [left] = await rows<{ n: number }>(
        sql`select count(*)::int as n from sms_outbox
            where body = ${text} and status in ('pending', 'sending')`,
      );
      if (left!.n === 0) break;
      if (waited > 90_000) throw new Error(`${left!.n} messages still unsent after 90 s`);
      await sleep(200);
    }
    const sentBy = Object.fromEntries(
      fleet.instances.map((name) => [
        name,
        fleet.fakes[name]!.messages.filter((m) => m.message.includes(marker)).map((m) => m.receptor),
      ]),
    );
    console.log(
      'fleet: SMS sent by',
      Object.fromEntries(Object.entries(sentBy).map(([name, list]) => [name, list.length])),
    );
    // Every number received it once: none twice, none lost, whichever sender took it.
    expect(Object.values(sentBy).flat().sort()).toEqual([...numbers].sort());
    // Both servers ask the one provider whether their sent messages arrived, whichever server sent
    // them: every message ends delivered, none marked failed as unknown to the provider.
    for (let waited = 0; ; waited += 200) {
      const states = await rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from sms_outbox where body = ${text} group by status`,
      );
      expect(states.filter((s) => s.status !== 'sent' && s.status !== 'delivered')).toEqual([]);
      if (states.length === 1 && states[0]!.status === 'delivered') break;
      if (waited > 30_000)
        throw new Error(`not every message delivered after 30 s: ${JSON.stringify(states)}`);
      await sleep(200);
    }
  });

  it('stores every attendance sheet exactly once when a server is killed in the middle of a burst', async () => {
    const token = await login('admin');
    const today = todayIso();
    const dates = (
      await rows<{ date: string }>(sql`
        select d::date::text as date
        from generate_series(${today}::date - 30, ${today}::date, interval '1 day') d
        where d::date >= (select start_date from academic_years where is_current limit 1)
          and not exists (select 1 from calendar_events e
                          where e.kind = 'holiday' and e.start_date <= d::date and e.end_date >= d::date)
        order by d desc limit 3`)
    ).map((r) => r.date);
    expect(dates.length).toBeGreaterThan(0);
    const groups = await rows<{ id: number; school_id: number }>(sql`
      select min(g.id)::int as id, min(g.school_id)::int as school_id
      from course_groups g join academic_years y on y.id = g.academic_year_id and y.is_current
      group by g.classroom_id order by 1`);
    const periods = await rows<{ id: number; school_id: number }>(
      sql`select id, school_id from class_periods order by school_id, ordinal`,
    );
    type Sheet = {
      clientId: string;
      courseGroupId: number;
      classPeriodId: number;
      date: string;
      entries: { studentId: number; status: 'present' | 'late'; lateMinutes?: number; note?: string }[];
    };
    const sheets: Sheet[] = [];
    for (const group of groups) {
      const schoolPeriods = periods.filter((p) => p.school_id === group.school_id);
      const roll = await fleet.proxy.call(
        'GET',
        `/api/attendance/sheet?courseGroupId=${group.id}&classPeriodId=${schoolPeriods[0]!.id}&date=${dates[0]}`,
        { token },
      );
      expect(roll.status, roll.body.toString()).toBe(200);
      const studentIds = roll.json<{ data: { students: { id: number }[] } }>().data.students.map((s) => s.id);
      for (const period of schoolPeriods)
        for (const date of dates) {
          const k = sheets.length;
          // Each sheet marks its own student late by its own minutes, with its own note: a sheet
          // lost, or applied over another, shows.
          sheets.push({
            clientId: randomUUID(),
            courseGroupId: group.id,
            classPeriodId: period.id,
            date,
            entries: studentIds.map((studentId, i) =>
              i === k % studentIds.length
                ? { studentId, status: 'late', lateMinutes: 1 + (k % 30), note: `fleet ${k}` }
                : { studentId, status: 'present' },
            ),
          });
        }
    }
    expect(sheets.length).toBeGreaterThan(50);

    // Clients that retry a sheet (same client id) on a lost connection or a proxy's 502/503/504, as
    // the app's offline outbox does. One server is killed once a third of the sheets are stored.
    const victim = fleet.servers[1]!;
    const answeredBy: string[] = [];
    let next = 0;
    let stored = 0;
    let failedTries = 0;
    let killed: Promise<void> | undefined;
    let storedAtKill = 0;
    const lane = async () => {
      while (next < sheets.length) {
        const sheet = sheets[next++]!;
        for (let attempt = 1; ; attempt++) {
          const answer = await fleet.proxy
            .call('POST', '/api/attendance/sheets', { token, body: sheet, timeoutMs: 30_000 })
            .catch(() => undefined);
          if (answer?.status === 200) {
            answeredBy.push(answer.instance);
            break;
          }
          if (answer && ![502, 503, 504].includes(answer.status))
            throw new Error(`sheet ${sheet.clientId} → ${answer.status} ${answer.body.toString()}`);
          failedTries++;
          if (attempt === 20) throw new Error(`sheet ${sheet.clientId} not stored after 20 tries`);
          await sleep(50 * attempt);
        }
        stored++;
        if (!killed && stored >= sheets.length / 3) {
          storedAtKill = stored;
          killed = victim.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
    await killed;
    console.log(
      `fleet: ${sheets.length} sheets, server ${victim.instance} killed after ${storedAtKill};`,
      `answered by`,
      tally(answeredBy),
      `; ${failedTries} tries failed and were retried`,
    );
    expect(victim.exitSignal()).toBe('SIGKILL');
    expect(answeredBy).toContain(victim.instance);

    // One submission per sheet: none applied twice, none missing.
    const submissions = await rows<{ client_id: string; n: number }>(sql`
      select client_id, count(*)::int as n from attendance_submissions
      where client_id = any(${`{${sheets.map((s) => s.clientId).join(',')}}`}::text[])
      group by client_id`);
    expect(submissions).toHaveLength(sheets.length);
    expect(submissions.every((s) => s.n === 1)).toBe(true);
    // Exactly one row per student, period and day, holding what its sheet sent.
    const records = await rows<{
      student_id: number;
      class_period_id: number;
      date: string;
      course_group_id: number;
      status: string;
      late_minutes: number | null;
      note: string | null;
    }>(sql`
      select student_id, class_period_id, date::text as date, course_group_id, status, late_minutes, note
      from attendance_records
      where date = any(${`{${dates.join(',')}}`}::date[])`);
    const byKey = new Map<string, (typeof records)[number][]>();
    for (const r of records) {
      const key = `${r.student_id}|${r.class_period_id}|${r.date}`;
      byKey.set(key, [...(byKey.get(key) ?? []), r]);
    }
    let checked = 0;
    for (const sheet of sheets)
      for (const entry of sheet.entries) {
        const found = byKey.get(`${entry.studentId}|${sheet.classPeriodId}|${sheet.date}`) ?? [];
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({
          course_group_id: sheet.courseGroupId,
          status: entry.status,
          late_minutes: entry.lateMinutes ?? null,
          note: entry.note ?? null,
        });
        checked++;
      }
    expect(checked).toBe(sheets.reduce((sum, s) => sum + s.entries.length, 0));
  });
});
