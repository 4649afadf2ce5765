import { useQuery } from '@tanstack/react-query';
import { reportCardApi } from './report-card-api';

/** Terms and classrooms of the current school and year, for every report-card filter. */
export function useCardOptions() {
  return useQuery({
    queryKey: ['report-cards', 'options'],
    queryFn: reportCardApi.options,
    staleTime: 60_000,
  });
}

/** Distinct grade levels of the classrooms, ascending. */
export const gradeLevelsOf = (classrooms: readonly { gradeLevel: number }[]) =>
  [...new Set(classrooms.map((c) => c.gradeLevel))].sort((a, b) => a - b);
