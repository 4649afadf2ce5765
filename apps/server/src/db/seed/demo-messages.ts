/**
 * Demo announcements and feedback, so the navbar's bell, the dashboard and both pages open full:
 * a pinned announcement to both schools, one to the first school's teachers, one whose window has
 * ended, one to the second school only; the first school's feedback box with signed and anonymous
 * messages in every state, one answered (its sender has the reply among their notifications).
 */
import { BUILT_IN_ROLES } from '@school/shared';
import { eq, inArray } from 'drizzle-orm';
import { sanitizeRichText } from '../../http/rich-text';
import { myFeedbackLink } from '../../modules/feedback';
import { notifyUser } from '../../modules/notifications';
import type { Db } from '../client';
import { announcements, feedbackMessages, roles, users } from '../schema';

const addDays = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The hour an anonymous message keeps (the engine keeps no finer time). */
const hourOf = (date: Date) => new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000);

export async function seedDemoMessages(db: Db, schoolIds: number[], today: Date): Promise<void> {
  const [first, second] = schoolIds as [number, number];
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['manager', 'teacher', 'clerk']));
  const idOf = (username: string) => people.find((p) => p.username === username)!.id;
  const [teacherRole] = await db.select().from(roles).where(eq(roles.name, BUILT_IN_ROLES.teacher));
  const manager = idOf('manager');
  const by = { createdBy: manager, updatedBy: manager };

  await db.insert(announcements).values([
    {
      title: 'برنامه امتحانات نوبت اول',
      body: sanitizeRichText(
        '<p>برنامه امتحانات نوبت اول از <strong>شنبه هفته آینده</strong> آغاز می‌شود.</p>' +
          '<ul><li>امتحانات ساعت ۸ صبح شروع می‌شود.</li><li>همراه داشتن کارت ورود به جلسه الزامی است.</li></ul>' +
          '<p>برنامه کامل در <a href="https://example.org/exams">سامانه مدرسه</a> آمده است.</p>',
      ),
      schoolIds: [first, second],
      publishFrom: addDays(today, -3),
      publishTo: addDays(today, 30),
      pinned: true,
      ...by,
    },
    {
      title: 'جلسه شورای دبیران',
      body: sanitizeRichText(
        '<p>جلسه شورای دبیران <em>چهارشنبه</em> ساعت ۱۳ در سالن اجتماعات برگزار می‌شود. حضور همه همکاران الزامی است.</p>',
      ),
      schoolIds: [first],
      roleIds: teacherRole ? [teacherRole.id] : [],
      publishFrom: addDays(today, -1),
      publishTo: addDays(today, 7),
      ...by,
    },
    {
      title: 'تعطیلی کلاس‌های بعدازظهر',
      body: sanitizeRichText('<p>کلاس‌های بعدازظهر روز پنج‌شنبه به‌دلیل برگزاری جشن تعطیل بود.</p>'),
      schoolIds: [first],
      publishFrom: addDays(today, -20),
      publishTo: addDays(today, -10),
      ...by,
    },
    {
      title: 'اردوی علمی پایه دهم',
      body: sanitizeRichText('<p>اردوی علمی دانش‌آموزان پایه دهم در ماه آینده برگزار می‌شود.</p>'),
      schoolIds: [second],
      publishFrom: addDays(today, -2),
      publishTo: addDays(today, 14),
      ...by,
    },
  ]);

  const sent = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000);
  const signed = (username: string, daysAgo: number) => ({
    senderId: idOf(username),
    createdBy: idOf(username),
    updatedBy: idOf(username),
    createdAt: sent(daysAgo),
    updatedAt: sent(daysAgo),
  });
  // An anonymous message names nobody and keeps only its hour, as when sent through the app.
  const anonymous = (daysAgo: number) => ({
    anonymous: true,
    createdAt: hourOf(sent(daysAgo)),
    updatedAt: hourOf(sent(daysAgo)),
  });
  const [answered] = await db
    .insert(feedbackMessages)
    .values([
      {
        schoolId: first,
        category: 'suggestion',
        subject: 'کلاس جبرانی پیش از امتحانات',
        message: 'پیشنهاد می‌کنم برای درس‌های ریاضی و فیزیک در هفته پیش از امتحانات کلاس جبرانی برگزار شود.',
        status: 'answered',
        reply: 'پیشنهاد خوبی است؛ برنامه کلاس‌های جبرانی هفته آینده اعلام می‌شود.',
        repliedAt: sent(1),
        repliedBy: manager,
        ...signed('teacher', 4),
      },
      {
        schoolId: first,
        category: 'complaint',
        subject: 'سرمایش کلاس‌های طبقه دوم',
        message: 'کولر کلاس‌های طبقه دوم چند روز است کار نمی‌کند و دانش‌آموزان اذیت می‌شوند.',
        ...anonymous(2),
      },
      {
        schoolId: first,
        category: 'question',
        subject: 'زمان تحویل کارنامه‌ها',
        message: 'کارنامه‌های نوبت اول چه زمانی به اولیا تحویل داده می‌شود؟',
        status: 'in-review',
        ...signed('clerk', 1),
      },
      {
        schoolId: first,
        category: 'appreciation',
        subject: 'برگزاری جشن آغاز سال',
        message: 'از برگزارکنندگان جشن آغاز سال تحصیلی سپاسگزارم.',
        status: 'closed',
        ...anonymous(9),
      },
    ])
    .returning();
  await notifyUser(db, {
    userId: idOf('teacher'),
    kind: 'feedback-reply',
    title: `پاسخ به پیام شما: ${answered!.subject}`,
    link: myFeedbackLink(answered!.id),
  });
}
