/**
 * Online pre-registration (DOMAIN.md "Surveys and pre-registration"): the life of an application,
 * its tracking code, the documents an applicant uploads and the limits that keep the public form
 * from being abused. Pure rules, used by the server (which enforces them) and the pages (which
 * offer only what the server will take).
 */
import { toAsciiDigits } from './persian-text';

/** submitted → reviewing → accepted / rejected → enrolled (the student exists from then on). */
export const APPLICATION_STATUSES = ['submitted', 'reviewing', 'accepted', 'rejected', 'enrolled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses a school may move an application to by deciding, from each status. A decision can be
 * taken back while nothing came of it (accepted or rejected → reviewing); enrolling is its own step
 * (it creates the student), and an enrolled application is final.
 */
const DECISIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['reviewing'],
  reviewing: ['accepted', 'rejected'],
  accepted: ['reviewing'],
  rejected: ['reviewing'],
  enrolled: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Where a school's decision may take an application now. */
export function decisionsFrom(status: ApplicationStatus): readonly ApplicationStatus[] {
  return DECISIONS[status];
}

export const PREREGISTRATION_MESSAGES = {
  illegal: (from: ApplicationStatus, to: ApplicationStatus) =>
    `درخواست «${STATUS_LABELS_FA[from]}» را نمی‌توان به «${STATUS_LABELS_FA[to]}» برد.`,
  notAccepted: 'فقط درخواست پذیرفته‌شده ثبت‌نام قطعی می‌شود.',
  reasonRequired: 'دلیل رد درخواست را بنویسید؛ متقاضی آن را می‌بیند.',
  notCorrectable: 'این درخواست اکنون اصلاح‌شدنی نیست.',
  fieldNotCorrectable: 'این مورد برای اصلاح باز نشده است.',
} as const;

export const STATUS_LABELS_FA: Readonly<Record<ApplicationStatus, string>> = {
  submitted: 'ثبت‌شده',
  reviewing: 'در حال بررسی',
  accepted: 'پذیرفته‌شده',
  rejected: 'ردشده',
  enrolled: 'ثبت‌نام‌شده',
};

/**
 * Why a school's move from `from` to `to` is refused, or null when it is allowed. `enrolled` is
 * reached only by enrolling (canEnrol), never by a plain decision.
 */
export function decisionRefusal(from: ApplicationStatus, to: ApplicationStatus): string | null {
  return DECISIONS[from].includes(to) ? null : PREREGISTRATION_MESSAGES.illegal(from, to);
}

export function canEnrol(status: ApplicationStatus): boolean {
  return status === 'accepted';
}

/** Fields an applicant types; a rejection may open some of them (and the documents) for correction. */
export const APPLICANT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'nationalCode',
  'birthDate',
  'gender',
  'gradeLevel',
  'previousSchool',
  'previousAverage',
  'fatherMobile',
  'motherMobile',
  'address',
] as const;
export type ApplicantField = (typeof APPLICANT_FIELDS)[number];

/** The documents an application may carry; a campaign says which it requires. */
export const APPLICATION_DOCUMENTS = ['photo', 'reportCard'] as const;
export type ApplicationDocument = (typeof APPLICATION_DOCUMENTS)[number];

/**
 * What a rejection may ask the applicant to correct. The national code is not among them: with the
 * tracking code it is how the applicant finds the application again.
 */
export const CORRECTABLE = [
  ...APPLICANT_FIELDS.filter((f) => f !== 'nationalCode'),
  ...APPLICATION_DOCUMENTS,
] as const;
export type Correctable = (typeof CORRECTABLE)[number];

export function isCorrectable(value: unknown): value is Correctable {
  return typeof value === 'string' && (CORRECTABLE as readonly string[]).includes(value);
}

/**
 * Whether the applicant may send corrections: only to a rejected application whose rejection opened
 * some fields; sending them takes it back to «submitted».
 */
export function canApplicantCorrect(status: ApplicationStatus, openFields: readonly string[]): boolean {
  return status === 'rejected' && openFields.length > 0;
}

/**
 * The tracking code (کد پیگیری): 12 digits from 2–9, printed in three groups of four. With the
 * national code it opens the application, so it only has to be unguessable together with a rate
 * limit: 8^12 ≈ 6.9 × 10^10 (36 bits) per national code.
 */
export const TRACKING_CODE_ALPHABET = '23456789';
export const TRACKING_CODE_LENGTH = 12;

/** A typed code as stored: Persian digits read as ASCII, spaces and dashes dropped; null if malformed. */
export function normalizeTrackingCode(input: string): string | null {
  const code = toAsciiDigits(input).replace(/[\s\-_.\u200c]/g, '');
  return new RegExp(`^[${TRACKING_CODE_ALPHABET}]{${TRACKING_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** `2345 6789 2345`: how the code is shown (left to right). */
export function formatTrackingCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Limits of the public form (the server enforces them; the page says them). */
export const APPLICATION_LIMITS = {
  /** Largest document upload, before it is re-encoded. */
  documentBytes: 5 * 1024 * 1024,
  /** Documents an application may receive in all (first sending and corrections together). */
  uploadsPerApplication: 8,
  /** Submissions per address in the window below. */
  submitsPerWindow: 20,
  /** Status look-ups (tracking code + national code) per address in the window below. */
  lookupsPerWindow: 30,
  windowMinutes: 10,
} as const;

/** A campaign is open on the days from opensOn to closesOn, both included (Tehran dates, ISO). */
export function isCampaignOpen(campaign: { opensOn: string; closesOn: string }, today: string): boolean {
  return campaign.opensOn <= today && today <= campaign.closesOn;
}
