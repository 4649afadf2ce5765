import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { registerReportCardLabels } from '../../lib/report-cards-i18n';
import { renderWithApp } from '../../test/render';
import { MissingFinalsAlert, missingLines } from './MissingFinalsAlert';
import type { CardCourse, FullCard } from './report-card-api';
import { ReportCardSheet } from './ReportCardSheet';

registerReportCardLabels();

// The chart draws on a canvas jsdom lacks; the card's text is what is tested here.
vi.mock('./ReportCardChart', () => ({ ReportCardChart: () => null }));

const course = (over: Partial<CardCourse>): CardCourse => ({
  courseGroupId: 1,
  coursePlanId: 1,
  courseTitle: 'ریاضی',
  grading: 'numeric',
  units: 3,
  continuousScore: 17,
  finalScore: 18,
  score: 17.5,
  qualitativeTitle: null,
  passed: true,
  classAverage: 14.25,
  makeup: null,
  ...over,
});

const card = (over: Partial<FullCard> = {}): FullCard => ({
  id: 1,
  termId: 1,
  termTitle: 'نوبت اول',
  academicYearTitle: '1405-1406',
  studentId: 1,
  firstName: 'علی',
  lastName: 'گودرزی',
  fatherName: 'رضا',
  nationalCode: '0012345679',
  studentNumber: '1001',
  classroomId: 1,
  classroomName: '101',
  gradeLevel: 10,
  average: 16.6,
  totalUnits: 5,
  passedUnits: 3,
  classRank: 2,
  gradeRank: 5,
  absentCount: 3,
  lateCount: 1,
  excusedCount: 2,
  status: 'draft',
  computedAt: '2026-11-20T08:00:00Z',
  publishedAt: null,
  schoolName: 'دبیرستان نمونه',
  schoolLogo: null,
  disciplineScore: null,
  yearResult: null,
  courses: [
    course({}),
    course({ courseGroupId: 2, courseTitle: 'ادبیات', units: 2, finalScore: 18.25, score: 18.25 }),
    // Only the continuous part: a passing number, yet no final.
    course({ courseGroupId: 3, courseTitle: 'فیزیک', finalScore: null, score: 15, passed: null }),
  ],
  ...over,
});

const rowOf = (title: string) =>
  screen.getAllByTestId('report-card-course').find((row) => row.textContent?.includes(title))!;

describe('the printed report card', () => {
  it('writes each score in words beside it, with the class average per course', () => {
    renderWithApp(<ReportCardSheet card={card()} logoSrc={undefined} />);
    expect(within(rowOf('ریاضی')).getByTestId('report-card-words').textContent).toBe('هفده و پنج دهم');
    expect(within(rowOf('ادبیات')).getByTestId('report-card-words').textContent).toBe(
      'هجده و بیست و پنج صدم',
    );
    expect(rowOf('ریاضی').textContent).toContain('۱۴٫۲۵');
    expect(screen.getByText('نمره به حروف')).toBeTruthy();
  });

  it('never says «قبول» for a course whose final is missing', () => {
    renderWithApp(<ReportCardSheet card={card()} logoSrc={undefined} />);
    expect(within(rowOf('ریاضی')).getByTestId('report-card-result').textContent).toBe('قبول');
    expect(within(rowOf('فیزیک')).getByTestId('report-card-result').textContent).toBe(
      'در انتظار نمره پایانی',
    );
  });

  it('shows the discipline row only when the discipline module has a score', () => {
    const { unmount } = renderWithApp(<ReportCardSheet card={card()} logoSrc={undefined} />);
    expect(screen.queryByTestId('report-card-discipline')).toBeNull();
    unmount();
    renderWithApp(<ReportCardSheet card={card({ disciplineScore: 19.5 })} logoSrc={undefined} />);
    const row = screen.getByTestId('report-card-discipline');
    expect(row.textContent).toContain('انضباط');
    expect(row.textContent).toContain('۱۹٫۵');
    expect(row.textContent).toContain('نوزده و پنج دهم');
  });

  it('shows a year card’s make-up beside the original score, its result, the new average and the year result', () => {
    const yearCard = card({
      termId: null,
      termTitle: null,
      average: 12.4,
      passedUnits: 2,
      yearResult: { outcome: 'passed', average: 14.5, passedUnits: 5, reason: null, hasMakeup: true },
      courses: [
        course({
          score: 8,
          finalScore: 7,
          passed: false,
          makeup: { score: 12.5, mark: null, yearScore: 12.5, passed: true },
        }),
        course({ courseGroupId: 2, coursePlanId: 2, courseTitle: 'ادبیات', units: 2, score: 18.25 }),
      ],
    });
    renderWithApp(<ReportCardSheet card={yearCard} logoSrc={undefined} />);
    const math = rowOf('ریاضی');
    expect(math.textContent).toContain('۸');
    expect(within(math).getByTestId('report-card-makeup').textContent).toBe('۱۲٫۵');
    expect(within(math).getByTestId('report-card-result').textContent).toBe('قبول');
    expect(within(rowOf('ادبیات')).getByTestId('report-card-makeup').textContent).toBe('—');
    expect(screen.getByText('جبرانی')).toBeTruthy();
    const totals = screen.getByTestId('report-card-totals').textContent!;
    expect(totals).toContain('معدل:۱۲٫۴');
    expect(totals).toContain('معدل پس از جبرانی:۱۴٫۵');
    expect(totals).toContain('۵ از ۵');
    expect(screen.getByTestId('report-card-outcome').textContent).toBe('نتیجه سال:قبول');
  });

  it('has no make-up column on a card without a make-up, and names a hand-set outcome with its reason', () => {
    renderWithApp(
      <ReportCardSheet
        card={card({
          termId: null,
          yearResult: { outcome: 'repeat', average: 16.6, passedUnits: 3, reason: 'غیبت', hasMakeup: false },
        })}
        logoSrc={undefined}
      />,
    );
    expect(screen.queryByTestId('report-card-makeup')).toBeNull();
    expect(screen.getByTestId('report-card-totals').textContent).not.toContain('پس از جبرانی');
    expect(screen.getByTestId('report-card-outcome').textContent).toBe(
      'نتیجه سال:مردود (به تشخیص مدیر: غیبت)',
    );
  });

  it('carries the attendance summary and the signature and stamp boxes', () => {
    renderWithApp(<ReportCardSheet card={card()} logoSrc={undefined} />);
    const attendance = screen.getByTestId('report-card-attendance').textContent!;
    expect(attendance).toContain('غیبت:۳');
    expect(attendance).toContain('غیبت موجه:۲');
    expect(attendance).toContain('تأخیر:۱');
    expect(screen.getByTestId('report-card-sign-homeroom').textContent).toBe('امضای دبیر راهنما');
    expect(screen.getByTestId('report-card-sign-principal').textContent).toBe('مهر و امضای مدیر مدرسه');
  });
});

describe('the missing finals warning', () => {
  it('lists each course with its students by full name', () => {
    const t = (key: string, v: Record<string, string>) =>
      key === 'reportCards.generate.missingCourse' ? Object.values(v).join('|') : key;
    const lines = missingLines(
      [
        {
          termId: 1,
          termTitle: 'نوبت اول',
          courseGroupId: 3,
          courseTitle: 'فیزیک',
          classroomName: '101',
          students: [
            { id: 1, firstName: 'علی', lastName: 'گودرزی' },
            { id: 2, firstName: 'رضا', lastName: 'گودرزی' },
          ],
        },
      ],
      t,
    );
    expect(lines).toEqual([['نوبت اول|فیزیک|101', 'علی گودرزی، رضا گودرزی']]);
    renderWithApp(<MissingFinalsAlert lines={lines} />);
    const item = screen.getByTestId('missing-finals-course');
    expect(item.textContent).toContain('علی گودرزی، رضا گودرزی');
    expect(screen.getByTestId('missing-finals').textContent).toContain(
      'نمره پایانی این درس‌ها هنوز ثبت نشده است',
    );
  });
});
