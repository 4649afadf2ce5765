/** Calls and shapes of /api/report-cards. */
import { api } from '../../lib/api';

interface Data<T> {
  data: T;
}

export type CardStatus = 'draft' | 'published';
/** A term id, or 'year' for the year card. */
export type CardPeriod = number | 'year';

export interface CardSummary {
  id: number;
  termId: number | null;
  termTitle: string | null;
  academicYearTitle: string;
  studentId: number;
  firstName: string;
  lastName: string;
  fatherName: string | null;
  nationalCode: string;
  studentNumber: string | null;
  classroomId: number;
  classroomName: string;
  gradeLevel: number;
  average: number | null;
  totalUnits: number;
  passedUnits: number;
  classRank: number | null;
  gradeRank: number | null;
  absentCount: number;
  lateCount: number;
  excusedCount: number;
  status: CardStatus;
  computedAt: string;
  publishedAt: string | null;
}

/** A year card's make-up (Shahrivar) exam of a course; the course's own `score` stays the original. */
export interface CardCourseMakeup {
  /** 0–20, or null with a mark. */
  score: number | null;
  mark: 'absent' | 'excused' | null;
  /** The course's year score once the make-up counts, by the school's rule. */
  yearScore: number | null;
  passed: boolean;
}

export type YearOutcome = 'passed' | 'makeup' | 'repeat' | 'graduated';

/** A year card's standing once its make-ups count (null on term cards). */
export interface CardYearResult {
  outcome: YearOutcome;
  average: number | null;
  passedUnits: number;
  /** The manager's reason when the outcome was set by hand. */
  reason: string | null;
  hasMakeup: boolean;
}

export interface CardCourse {
  courseGroupId: number;
  coursePlanId: number;
  courseTitle: string;
  grading: string;
  units: number;
  continuousScore: number | null;
  finalScore: number | null;
  score: number | null;
  qualitativeTitle: string | null;
  passed: boolean | null;
  classAverage: number | null;
  makeup: CardCourseMakeup | null;
}

export interface FullCard extends CardSummary {
  schoolName: string;
  /** `/api/files/<id>` of the school's logo, or null when it has none. */
  schoolLogo: string | null;
  /** 0–20 from the discipline module; null while it has none for the card (no discipline row). */
  disciplineScore: number | null;
  yearResult: CardYearResult | null;
  courses: CardCourse[];
}

export interface CardOptions {
  terms: { id: number; title: string; ordinal: number }[];
  classrooms: { id: number; name: string; gradeLevel: number }[];
}

export interface CardFilters {
  term?: CardPeriod | undefined;
  classroomId?: number | undefined;
  status?: CardStatus | undefined;
  studentId?: number | undefined;
  page: number;
  pageSize: number;
}

export interface GenerateRequest {
  termId: number | null;
  classroomId?: number;
  gradeLevel?: number;
}

/** A course group whose final scores some students of the cards still miss. */
export interface MissingFinal {
  termId: number;
  termTitle: string;
  courseGroupId: number;
  courseTitle: string;
  classroomName: string;
  students: { id: number; firstName: string; lastName: string }[];
}

export interface GenerateResult {
  students: number;
  computed: number;
  published: number;
  removed: number;
  missing: MissingFinal[];
}

/** The batch to print: a period and a classroom or a grade level. */
export interface PrintTarget {
  term: CardPeriod;
  classroomId?: number;
  gradeLevel?: number;
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export const reportCardApi = {
  options: async () => (await api.request<Data<CardOptions>>('GET', '/report-cards/options')).data,
  list: async (filters: CardFilters) =>
    (
      await api.request<Data<{ items: CardSummary[]; total: number }>>(
        'GET',
        `/report-cards?${query({ ...filters })}`,
      )
    ).data,
  get: async (id: number) => (await api.request<Data<FullCard>>('GET', `/report-cards/${id}`)).data,
  print: async (target: PrintTarget) =>
    (await api.request<Data<{ cards: FullCard[] }>>('GET', `/report-cards/print?${query({ ...target })}`))
      .data.cards,
  generate: (body: GenerateRequest) =>
    api.request<Data<GenerateResult> & { message: string }>('POST', '/report-cards/generate', body),
  setPublished: (ids: number[], publish: boolean) =>
    api.request<Data<{ changed: number }> & { message: string }>(
      'POST',
      publish ? '/report-cards/publish' : '/report-cards/unpublish',
      { ids },
    ),
};

export const printQuery = (target: PrintTarget) => query({ ...target });
