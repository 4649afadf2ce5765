/**
 * A demo pre-registration form per school, open now (from ten days ago to twenty days ahead) for
 * grades 10–12 with their seats, and applications in every status, so the pre-registration pages
 * open full: new ones, some under review, one accepted, one rejected with a reason and a report card
 * to send again, and one already enrolled (a demo student of a grade-10 classroom, so the classrooms
 * keep their twelve). Each carries a photo and a report card (small generated images).
 */
import { isoDateIn, withNationalCheckDigit, type ApplicationStatus, type Correctable } from '@school/shared';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newTrackingCode } from '../../modules/preregistration/application-rules';
import type { Db } from '../client';
import {
  classrooms,
  preregisterApplications,
  preregisterCampaigns,
  preregisterDocuments,
  preregisterGrades,
  students,
} from '../schema';

const addDays = (today: Date, days: number) => isoDateIn(new Date(today.getTime() + days * 86_400_000));

interface DemoApplicant {
  firstName: string;
  lastName: string;
  fatherName: string;
  gender: 'male' | 'female';
  grade: number;
  average: number;
  previousSchool: string;
  status: ApplicationStatus;
  reason?: string;
  fixFields?: Correctable[];
}

const APPLICANTS: DemoApplicant[] = [
  {
    firstName: 'امیرحسین',
    lastName: 'رحیمی',
    fatherName: 'مجید',
    gender: 'male',
    grade: 10,
    average: 19.25,
    previousSchool: 'دبیرستان دوره اول شهید بهشتی',
    status: 'submitted',
  },
  {
    firstName: 'مهدی',
    lastName: 'کاظمی',
    fatherName: 'علی',
    gender: 'male',
    grade: 10,
    average: 18.6,
    previousSchool: 'مدرسه نمونه فرزانگان',
    status: 'submitted',
  },
  {
    firstName: 'سارا',
    lastName: 'نوروزی',
    fatherName: 'حسن',
    gender: 'female',
    grade: 11,
    average: 17.9,
    previousSchool: 'دبیرستان فردوسی',
    status: 'submitted',
  },
  {
    firstName: 'محمدرضا',
    lastName: 'قاسمی',
    fatherName: 'رضا',
    gender: 'male',
    grade: 10,
    average: 19.75,
    previousSchool: 'مدرسه امام رضا',
    status: 'reviewing',
  },
  {
    firstName: 'زهرا',
    lastName: 'اکبری',
    fatherName: 'محمود',
    gender: 'female',
    grade: 12,
    average: 18.1,
    previousSchool: 'دبیرستان آزادی',
    status: 'reviewing',
  },
  {
    firstName: 'علی',
    lastName: 'جعفری',
    fatherName: 'احمد',
    gender: 'male',
    grade: 10,
    average: 19.5,
    previousSchool: 'مدرسه شاهد',
    status: 'accepted',
  },
  {
    firstName: 'حسین',
    lastName: 'مرادی',
    fatherName: 'یوسف',
    gender: 'male',
    grade: 11,
    average: 16.4,
    previousSchool: 'دبیرستان سعدی',
    status: 'rejected',
    reason: 'تصویر کارنامه خوانا نیست؛ لطفاً تصویر روشن‌تری بفرستید.',
    fixFields: ['reportCard'],
  },
  {
    firstName: 'رضا',
    lastName: 'صادقی',
    fatherName: 'کریم',
    gender: 'male',
    grade: 10,
    average: 18.9,
    previousSchool: 'مدرسه نمونه دولتی',
    status: 'enrolled',
  },
];

/** A plain coloured image standing for a scanned document (its colour per applicant). */
async function demoImage(seed: number, width: number, height: number): Promise<Buffer> {
  const hue = (seed * 47) % 255;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: hue, b: 255 - hue } } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

export async function seedDemoPreregistration(
  db: Db,
  schoolIds: number[],
  yearId: number,
  today: Date,
): Promise<void> {
  let person = 0;
  for (const [index, schoolId] of schoolIds.entries()) {
    const [campaign] = await db
      .insert(preregisterCampaigns)
      .values({
        schoolId,
        academicYearId: yearId,
        title: 'پیش‌ثبت‌نام پایه‌های متوسطه دوم',
        opensOn: addDays(today, -10),
        closesOn: addDays(today, 20),
        requiredDocuments: ['photo', 'reportCard'],
        description:
          'پس از ثبت درخواست، کد پیگیری را نگه دارید. نتیجه بررسی از همین صفحه و با پیامک به اطلاع شما می‌رسد.',
      })
      .returning();
    await db.insert(preregisterGrades).values(
      [
        [10, 30],
        [11, 10],
        [12, 5],
      ].map(([gradeLevel, capacity]) => ({
        schoolId,
        academicYearId: yearId,
        campaignId: campaign!.id,
        gradeLevel: gradeLevel!,
        capacity: capacity!,
      })),
    );
    const [grade10Student] = await db
      .select()
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.schoolId, schoolId), eq(classrooms.gradeLevel, 10)))
      .orderBy(asc(students.id))
      .limit(1)
      .then((rows) => rows.map((r) => r.students));
    for (const applicant of APPLICANTS) {
      person++;
      const nationalCode = withNationalCheckDigit(String(330_000_000 + person * 101));
      const fatherMobile = `0912${String(3_300_000 + person * 7).padStart(7, '0')}`;
      const birthYear = today.getUTCFullYear() - (6 + applicant.grade);
      // The enrolled one is a demo student of a grade-10 classroom (the classrooms keep their twelve).
      const enrolled = applicant.status === 'enrolled' ? grade10Student : undefined;
      const [application] = await db
        .insert(preregisterApplications)
        .values({
          schoolId,
          academicYearId: yearId,
          campaignId: campaign!.id,
          trackingCode: newTrackingCode(),
          firstName: enrolled?.firstName ?? applicant.firstName,
          lastName: enrolled?.lastName ?? applicant.lastName,
          fatherName: enrolled?.fatherName ?? applicant.fatherName,
          nationalCode: enrolled?.nationalCode ?? nationalCode,
          birthDate: `${birthYear}-0${1 + (person % 9)}-1${person % 9}`,
          gender: enrolled?.gender ?? applicant.gender,
          gradeLevel: applicant.grade,
          previousSchool: applicant.previousSchool,
          previousAverage: applicant.average,
          fatherMobile,
          motherMobile: person % 2 ? `0935${String(3_300_000 + person * 11).padStart(7, '0')}` : null,
          address:
            index === 0 ? 'تهران، خیابان انقلاب، کوچه بهار، پلاک ۱۲' : 'اصفهان، خیابان چهارباغ، پلاک ۸',
          status: enrolled ? 'enrolled' : applicant.status === 'enrolled' ? 'accepted' : applicant.status,
          rejectionReason: applicant.reason ?? null,
          fixFields: applicant.fixFields ?? [],
          studentId: enrolled?.id ?? null,
          uploadCount: 2,
          createdAt: new Date(
            today.getTime() - (APPLICANTS.length - (person % APPLICANTS.length)) * 86_400_000,
          ),
        })
        .returning({ id: preregisterApplications.id });
      const documents = [
        { kind: 'photo', bytes: await demoImage(person, 300, 400) },
        { kind: 'reportCard', bytes: await demoImage(person + 3, 800, 1100) },
      ];
      await db.insert(preregisterDocuments).values(
        documents.map((d) => ({
          applicationId: application!.id,
          schoolId,
          kind: d.kind,
          contentType: 'image/jpeg',
          bytes: d.bytes,
          size: d.bytes.length,
        })),
      );
    }
  }
}
