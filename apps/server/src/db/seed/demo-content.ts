/**
 * Demo news and forms, so the landing page and the forms pages open full: per school its principal,
 * two form templates (a certificate of enrolment and a field-trip consent) and a few news items —
 * published ones (two with a cover) that the landing page shows, and a draft it does not.
 */
import { isoDateIn } from '@school/shared';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import { fileUrl } from '../../modules/files/stored-files';
import { formTemplates, news, schools, storedFiles } from '../schema';

export const DEMO_FORMS = [
  {
    title: 'گواهی اشتغال به تحصیل',
    body: [
      'بدین‌وسیله گواهی می‌شود {{student.fullName}} فرزند {{student.fatherName}} به شماره ملی {{student.nationalCode}} و تاریخ تولد {{student.birthDate}}، در سال تحصیلی {{academicYear}} در پایه {{student.gradeLevel}} رشته {{student.major}}، کلاس {{student.classroom}} این مدرسه مشغول به تحصیل است.',
      '',
      'این گواهی بنا به درخواست نامبرده برای ارائه به مراجع ذی‌ربط صادر شده و ارزش دیگری ندارد.',
    ].join('\n'),
    signature: '{{school.principal}}\nمدیر {{school.name}}\nتاریخ: {{today}}',
  },
  {
    title: 'رضایت‌نامه اردو',
    body: [
      'اینجانب ............................ ولی دانش‌آموز {{student.fullName}} فرزند {{student.fatherName}}، کلاس {{student.classroom}}، با شرکت فرزندم در اردوی یک‌روزه‌ای که در تاریخ .................... از سوی {{school.name}} برگزار می‌شود موافقت می‌کنم و رعایت مقررات اردو از سوی فرزندم را می‌پذیرم.',
      '',
      'شماره تماس ولی: ............................',
    ].join('\n'),
    signature: 'امضای ولی دانش‌آموز\nتاریخ: {{today}}',
  },
] as const;

const PRINCIPALS = ['محمد حسینی', 'فاطمه نوری'];

interface DemoNews {
  school: number;
  title: string;
  summary: string;
  body: string;
  /** Days before today it was published; null: a draft. */
  daysAgo: number | null;
  cover?: [string, string];
}

const NEWS: DemoNews[] = [
  {
    school: 0,
    title: 'درخشش دانش‌آموزان در مسابقات ریاضی استان',
    summary: 'سه دانش‌آموز پایه یازدهم در مرحله استانی المپیاد ریاضی رتبه‌های برتر را به دست آوردند.',
    body: '<p>در مرحله استانی المپیاد ریاضی که هفته گذشته برگزار شد، سه دانش‌آموز پایه یازدهم مدرسه رتبه‌های اول تا سوم را کسب کردند.</p><p>این موفقیت را به دانش‌آموزان، دبیران و خانواده‌های آنان تبریک می‌گوییم.</p>',
    daysAgo: 2,
    cover: ['#7367F0', '#00BAD1'],
  },
  {
    school: 0,
    title: 'آغاز ثبت‌نام کلاس‌های تقویتی نوبت اول',
    summary: 'ثبت‌نام کلاس‌های تقویتی ریاضی، فیزیک و شیمی از شنبه آینده در دفتر مدرسه آغاز می‌شود.',
    body: '<p>کلاس‌های تقویتی نوبت اول در این درس‌ها برگزار می‌شود:</p><ul><li>ریاضی: شنبه‌ها و دوشنبه‌ها</li><li>فیزیک: یکشنبه‌ها</li><li>شیمی: سه‌شنبه‌ها</li></ul><p>برای ثبت‌نام به دفتر مدرسه مراجعه کنید.</p>',
    daysAgo: 6,
    cover: ['#28C76F', '#FF9F43'],
  },
  {
    school: 0,
    title: 'برنامه اردوی علمی پاییزه',
    summary: 'جزئیات اردوی علمی پاییزه به‌زودی اعلام می‌شود.',
    body: '<p>پیش‌نویس برنامه اردوی علمی پاییزه؛ پس از تأیید منتشر می‌شود.</p>',
    daysAgo: null,
  },
  {
    school: 1,
    title: 'جلسه انجمن اولیا و مربیان',
    summary: 'نخستین جلسه انجمن اولیا و مربیان سال تحصیلی پنجشنبه همین هفته برگزار می‌شود.',
    body: '<p>از اولیای گرامی دعوت می‌شود در نخستین جلسه انجمن اولیا و مربیان شرکت کنند.</p>',
    daysAgo: 4,
  },
];

/** A cover drawn for the demo: a two-colour gradient with a few soft circles, as a stored JPEG. */
async function coverImage([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="315" fill="url(#g)"/>
    <circle cx="480" cy="70" r="110" fill="#fff" fill-opacity="0.14"/>
    <circle cx="120" cy="270" r="150" fill="#fff" fill-opacity="0.1"/>
    <circle cx="330" cy="160" r="46" fill="#fff" fill-opacity="0.22"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function seedDemoContent(db: Db, schoolIds: number[], today: Date): Promise<void> {
  for (const [index, schoolId] of schoolIds.entries()) {
    await db
      .update(schools)
      .set({ principal: PRINCIPALS[index % PRINCIPALS.length] })
      .where(and(eq(schools.id, schoolId), isNull(schools.principal)));
    await db.insert(formTemplates).values(DEMO_FORMS.map((f) => ({ ...f, schoolId })));
  }
  for (const item of NEWS) {
    const schoolId = schoolIds[item.school];
    if (schoolId === undefined) continue;
    let coverUrl: string | null = null;
    if (item.cover) {
      const bytes = await coverImage(item.cover);
      const [file] = await db
        .insert(storedFiles)
        .values({ schoolId, ownerKind: 'news', contentType: 'image/jpeg', bytes, size: bytes.length })
        .returning({ id: storedFiles.id });
      coverUrl = fileUrl(file!.id);
    }
    await db.insert(news).values({
      schoolId,
      title: item.title,
      summary: item.summary,
      body: item.body,
      coverImage: coverUrl,
      published: item.daysAgo !== null,
      publishedAt:
        item.daysAgo === null ? null : isoDateIn(new Date(today.getTime() - item.daysAgo * 86_400_000)),
    });
  }
}
