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
  courseTitle: 'ریاضی',
  grading: 'numeric',
  units: 3,
  continuousScore: 17,
  finalScore: 18,
  score: 17.5,
  qualitativeTitle: null,
  passed: true,
  classAverage: 14.25,
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
