import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { reportCardPath } from '../../app/report-card-paths';
import { PageLoader } from '../../components/PageLoader';
import { formatDate, formatDateTime, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { SimpleTable } from '../../components/SimpleTable';
import { studentTabsApi } from './student-api';

type Value = { score: number | null; mark: string | null } | null;

/** The dossier's scores tab: exam scores, amendments (who, when, old and new, why), report cards. */
export function StudentScoresTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const tab = useQuery({
    queryKey: ['students', 'file', studentId, 'scores'],
    queryFn: () => studentTabsApi.scores(studentId),
  });
  if (tab.isPending) return <PageLoader />;
  if (tab.isError) return <Alert severity="error">{tab.error.message}</Alert>;
  const digits = (v: number | string | null | undefined) =>
    v === null || v === undefined ? '—' : localizeDigits(String(v), language);
  const value = (v: Value) =>
    !v ? '—' : v.mark ? t(`people.file.marks.${v.mark}`) : formatScore(v.score, language);
  const heading = (key: string) => (
    <Typography variant="h6" component="h3">
      {t(key)}
    </Typography>
  );
  const { scores, amendments, reportCards } = tab.data;
  return (
    <Stack spacing={3} data-testid="student-file-scores">
      <Stack spacing={1}>
        {heading('people.file.examScores')}
        <SimpleTable
          testId="student-file-exam-scores"
          empty={t('people.file.noScores')}
          headers={[
            t('people.file.date'),
            t('people.file.course'),
            t('people.file.exam'),
            t('people.file.score'),
          ]}
          rows={scores.map((s) => ({
            key: s.examId,
            cells: [
              formatDate(s.date, language),
              localizeDigits(s.courseGroup, language),
              localizeDigits(s.exam, language),
              s.mark
                ? t(`people.file.marks.${s.mark}`)
                : `${formatScore(s.score, language)} / ${formatScore(s.maxScore, language)}`,
            ],
          }))}
        />
      </Stack>
      {amendments.length > 0 && (
        <Stack spacing={1}>
          {heading('people.file.amendments')}
          <SimpleTable
            testId="student-file-amendments"
            empty=""
            headers={[
              t('people.file.at'),
              t('people.file.by'),
              t('people.file.before'),
              t('people.file.after'),
              t('people.file.reason'),
            ]}
            rows={amendments.map((a) => ({
              key: a.id,
              cells: [
                formatDateTime(a.at, language),
                a.by ?? t('people.file.unknownUser'),
                value(a.before),
                value(a.after),
                a.reason,
              ],
            }))}
          />
        </Stack>
      )}
      {reportCards.length > 0 && (
        <Stack spacing={1}>
          {heading('people.file.reportCards')}
          <SimpleTable
            testId="student-file-report-cards"
            empty=""
            headers={[
              t('people.file.term'),
              t('people.file.average'),
              t('people.file.classRank'),
              t('people.file.gradeRank'),
              t('people.file.cardStatus'),
            ]}
            rows={reportCards.map((c) => ({
              key: c.id,
              cells: [
                <Link key="term" component={RouterLink} to={reportCardPath(c.id)}>
                  {c.term ?? t('people.file.yearCard')}
                </Link>,
                formatScore(c.average, language),
                digits(c.classRank),
                digits(c.gradeRank),
                t(`people.file.cardStatuses.${c.status}`),
              ],
            }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
