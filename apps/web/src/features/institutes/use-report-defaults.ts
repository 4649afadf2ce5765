/**
 * What a report starts with before the user picks: the school's latest institute exam this year
 * (its first course for the course reports), and that exam's best student for the student report,
 * so each report opens full. A pick, or clearing a picker, replaces the default.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { entityApi } from '../../lib/entity-api';
import { corpReportsApi, type ClassExamReport } from './institutes-api';

const LATEST = 'page=1&pageSize=1&sort=date:desc';

export function useLatestExam() {
  return useQuery({
    queryKey: ['entity', 'corp-exams', 'list', LATEST],
    queryFn: () => entityApi.list('corp-exams', LATEST),
    select: (page) => page.items[0] ?? null,
  });
}

/** The latest exam's best student (its class report, which that page shares). */
export function useTopStudent(examId: number | null) {
  return useQuery({
    queryKey: ['corp-reports', 'corp-class-exam-score', { examId, classroomId: null }],
    queryFn: () => corpReportsApi.load<ClassExamReport>('corp-class-exam-score', { examId }),
    enabled: examId !== null,
    select: (report) => report.students[0]?.studentId ?? null,
  });
}

/** A filter that follows `fallback` until the user picks (null: cleared on purpose). */
export function usePicked(
  fallback: number | null | undefined,
): [number | null, (value: number | null) => void] {
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  return [picked === undefined ? (fallback ?? null) : picked, setPicked];
}
