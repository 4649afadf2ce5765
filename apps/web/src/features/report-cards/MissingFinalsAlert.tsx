import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { personName } from '../../components/PersonLabel';
import { useAppLanguage } from '../../lib/use-app-language';
import { digits } from './card-format';
import type { MissingFinal } from './report-card-api';

/** One line per course: its heading (term, course, classroom) and the students still missing the final. */
export type MissingLines = readonly (readonly [heading: string, students: string])[];

export function missingLines(
  missing: readonly MissingFinal[],
  t: (key: string, values: Record<string, string>) => string,
) {
  return missing.map(
    (m) =>
      [
        t('reportCards.generate.missingCourse', {
          term: m.termTitle,
          course: m.courseTitle,
          classroom: m.classroomName,
        }),
        m.students.map(personName).join('، '),
      ] as const,
  );
}

/**
 * The finals still missing, course by course with the students' full names: after generating
 * (a warning) or when publishing was refused (the server's list).
 */
export function MissingFinalsAlert({ lines, title }: { lines: MissingLines; title?: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="missing-finals">
      <AlertTitle>{title ?? t('reportCards.generate.missingTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('reportCards.generate.missingIntro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {lines.map(([heading, students]) => (
          <li key={heading} data-testid="missing-finals-course">
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {digits(heading, language)}:
            </Typography>{' '}
            <Typography variant="body2" component="span">
              {students}
            </Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
