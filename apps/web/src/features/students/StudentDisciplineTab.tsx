import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { formatDate, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { SimpleTable } from '../../components/SimpleTable';
import { dossierMoneyApi } from './dossier-money-api';

/** The dossier's discipline tab: the score of each term and of the year, and the items. */
export function StudentDisciplineTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const tab = useQuery({
    queryKey: ['students', 'file', studentId, 'discipline'],
    queryFn: () => dossierMoneyApi.discipline(studentId),
  });
  if (tab.isPending) return <PageLoader />;
  if (tab.isError) return <Alert severity="error">{tab.error.message}</Alert>;
  const { items, terms, yearScore } = tab.data;
  return (
    <Stack spacing={2} data-testid="student-file-discipline">
      <Typography variant="h6" component="h3">
        {t('people.file.money.termScores')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {terms.map((term) => (
          <Chip
            key={term.id}
            data-testid={`discipline-term-${term.id}`}
            label={`${localizeDigits(term.title, language)}: ${formatScore(term.score, language)}`}
          />
        ))}
        {yearScore !== null && (
          <Chip
            color="primary"
            label={`${t('people.file.money.year')}: ${formatScore(yearScore, language)}`}
          />
        )}
      </Stack>
      <Typography variant="h6" component="h3">
        {t('people.file.money.items')}
      </Typography>
      <SimpleTable
        testId="student-file-discipline-items"
        empty={t('people.file.money.noItems')}
        headers={[
          t('people.file.money.date'),
          t('people.file.money.type'),
          t('people.file.money.delta'),
          t('people.file.money.action'),
        ]}
        rows={items.map((i) => ({
          key: i.id,
          cells: [
            formatDate(i.date, language),
            i.typeTitle,
            <span key="d" dir="ltr">
              {formatScore(i.scoreDelta, language)}
            </span>,
            i.actionTaken ?? '—',
          ],
        }))}
      />
    </Stack>
  );
}
