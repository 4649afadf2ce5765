/** Field and option labels of the pre-registration entities (merged into entity-labels.ts). */
import { STATUS_LABELS_FA } from '../preregistration';

const audit = { createdAt: 'تاریخ ثبت', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Submitted', updatedAt: 'Last changed', id: 'ID' };
const grades = Object.fromEntries(
  ['اول', 'دوم', 'سوم', 'چهارم', 'پنجم', 'ششم', 'هفتم', 'هشتم', 'نهم', 'دهم', 'یازدهم', 'دوازدهم'].map(
    (g, i) => [String(i + 1), `پایه ${g}`],
  ),
);
const gradesEn = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), `Grade ${i + 1}`]));

export const PREREGISTRATION_LABELS_FA = {
  'preregister-campaigns': {
    fields: {
      ...audit,
      createdAt: 'تاریخ ایجاد',
      title: 'عنوان فرم',
      opensOn: 'آغاز ثبت درخواست',
      closesOn: 'پایان ثبت درخواست',
      requiredDocuments: 'مدارک لازم',
      description: 'توضیح برای متقاضیان',
    },
    options: { requiredDocuments: { photo: 'عکس متقاضی', reportCard: 'تصویر کارنامه سال قبل' } },
  },
  'preregister-grades': {
    fields: {
      ...audit,
      createdAt: 'تاریخ ایجاد',
      campaignId: 'فرم پیش‌ثبت‌نام',
      gradeLevel: 'پایه',
      capacity: 'ظرفیت',
    },
    options: { gradeLevel: grades },
  },
  preregister: {
    fields: {
      ...audit,
      trackingCode: 'کد پیگیری',
      campaignId: 'فرم پیش‌ثبت‌نام',
      firstName: 'نام',
      lastName: 'نام خانوادگی',
      fatherName: 'نام پدر',
      nationalCode: 'کد ملی',
      birthDate: 'تاریخ تولد',
      gender: 'جنسیت',
      gradeLevel: 'پایه درخواستی',
      previousSchool: 'مدرسه قبلی',
      previousAverage: 'معدل سال قبل',
      fatherMobile: 'تلفن همراه پدر',
      motherMobile: 'تلفن همراه مادر',
      address: 'نشانی',
      status: 'وضعیت',
      rejectionReason: 'دلیل رد',
      studentId: 'دانش‌آموز',
    },
    options: {
      gender: { male: 'پسر', female: 'دختر' },
      gradeLevel: grades,
      status: STATUS_LABELS_FA,
    },
  },
};

export const PREREGISTRATION_LABELS_EN = {
  'preregister-campaigns': {
    fields: {
      ...auditEn,
      createdAt: 'Created',
      title: 'Form title',
      opensOn: 'Opens on',
      closesOn: 'Closes on',
      requiredDocuments: 'Required documents',
      description: 'Note for applicants',
    },
    options: { requiredDocuments: { photo: "Applicant's photo", reportCard: "Last year's report card" } },
  },
  'preregister-grades': {
    fields: {
      ...auditEn,
      createdAt: 'Created',
      campaignId: 'Pre-registration form',
      gradeLevel: 'Grade',
      capacity: 'Capacity',
    },
    options: { gradeLevel: gradesEn },
  },
  preregister: {
    fields: {
      ...auditEn,
      trackingCode: 'Tracking code',
      campaignId: 'Pre-registration form',
      firstName: 'First name',
      lastName: 'Last name',
      fatherName: "Father's name",
      nationalCode: 'National code',
      birthDate: 'Birth date',
      gender: 'Gender',
      gradeLevel: 'Grade applied for',
      previousSchool: 'Previous school',
      previousAverage: "Last year's average",
      fatherMobile: "Father's mobile",
      motherMobile: "Mother's mobile",
      address: 'Address',
      status: 'Status',
      rejectionReason: 'Reason for rejection',
      studentId: 'Student',
    },
    options: {
      gender: { male: 'Boy', female: 'Girl' },
      gradeLevel: gradesEn,
      status: {
        submitted: 'Submitted',
        reviewing: 'Under review',
        accepted: 'Accepted',
        rejected: 'Rejected',
        enrolled: 'Enrolled',
      },
    },
  },
};
