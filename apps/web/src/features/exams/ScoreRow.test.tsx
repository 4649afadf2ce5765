import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import type { ScoreSheet, ScoreStudent } from './exam-api';
import { cellText } from './score-cell';
import { ScoreRow } from './ScoreRow';

const student: ScoreStudent = {
  id: 7,
  firstName: 'سارا',
  lastName: 'احمدی',
  rollNumber: 3,
  score: 17.5,
  mark: null,
  qualitativeTypeId: null,
};

const sheet: ScoreSheet = {
  exam: {
    id: 1,
    title: 'میان‌نوبت',
    date: '2025-11-01',
    maxScore: 20,
    locked: false,
    examTypeTitle: 'کلاسی',
  },
  courseGroup: { id: 2, title: 'ریاضی ۱۰۱', classroomName: '۱۰۱', courseTitle: 'ریاضی' },
  courseGroups: [],
  grading: 'numeric',
  canAmend: false,
  qualitativeTypes: [],
  students: [student],
};

function renderRow(text: string) {
  renderWithApp(
    <ScoreRow
      student={student}
      index={0}
      text={text}
      sheet={sheet}
      disabled={false}
      onChange={() => undefined}
      onKey={() => false}
    />,
  );
  return screen.getByTestId('score-cell-7') as HTMLInputElement;
}

describe('ScoreRow', () => {
  it('shows a saved decimal score with the Persian decimal separator after a reload', () => {
    expect(renderRow(cellText(student.score, student.mark)).value).toBe('۱۷٫۵');
  });

  it('shows a typed point as «٫» too', () => {
    expect(renderRow('18.25').value).toBe('۱۸٫۲۵');
  });
});
