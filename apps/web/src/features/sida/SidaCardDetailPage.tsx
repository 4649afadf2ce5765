import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageCard } from '../../components/PageCard';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { formatNumber } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { ResponsiveRows } from './ResponsiveRows';
import { sidaApi, type SidaCardDetail } from './sida-api';
import { sidaColumns } from './sida-columns';
import { registerSidaLabels } from './sida-i18n';
import { SIDA_PATHS } from './sida-paths';
import SidaCardsPage from './SidaCardsPage';

registerSidaLabels();

type Course = SidaCardDetail['courses'][number];
const COMPARISON_COLORS = {
  same: 'success',
  different: 'warning',
  onlySida: 'info',
  onlySchool: 'default',
} as const;

/**
 * report-card/detail/{id}: a student's Sida results beside the school's own year card, each course
 * whose scores differ highlighted. Without an id (report-card/detail) it lists the students to pick.
 */
export default function SidaCardDetailPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const column = sidaColumns<Course>(language);
  const { id } = useParams();
  const studentId = Number(id);
  const card = useQuery({
    queryKey: ['sida', 'card', studentId],
    queryFn: () => sidaApi.card(studentId),
    enabled: Number.isInteger(studentId) && studentId > 0,
  });
  if (!id) return <SidaCardsPage />;
  const data = card.data;
  return (
    <PageCard
      title={t('sida.titles.cardDetail')}
      action={
        <Button component={Link} to={SIDA_PATHS.cards}>
          {t('sida.cards.back')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {card.error && <Alert severity="error">{apiErrorText(card.error)}</Alert>}
        {data && (
          <>
            <Typography variant="h6" data-testid="sida-card-student">
              <PersonLabel
                name={personName(data.student)}
                context={data.student.classroom}
                language={language}
              />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                variant="outlined"
                label={`${t('sida.cards.sidaAverage')}: ${formatScore(data.sidaAverage, language)}`}
              />
              <Chip
                variant="outlined"
                label={`${t('sida.cards.schoolAverage')}: ${formatScore(data.schoolAverage, language)}`}
              />
              <Chip
                color={data.differences ? 'warning' : 'success'}
                variant="outlined"
                label={`${t('sida.cards.differences')}: ${formatNumber(data.differences, language)}`}
              />
            </Stack>
            <ResponsiveRows<Course>
              testId="sida-card-courses"
              rows={data.courses}
              rowKey={(c) => `${c.courseCode}-${c.courseTitle}`}
              highlight={(c) => c.comparison !== 'same'}
              columns={[
                { key: 'title', label: t('sida.fields.courseTitle'), render: (c) => c.courseTitle },
                column.digits('code', t('sida.fields.courseCode'), (c) => c.courseCode),
                column.score('sida', t('sida.cards.sidaScore'), (c) => c.sidaScore),
                column.score('school', t('sida.cards.schoolScore'), (c) => c.schoolScore),
                {
                  key: 'comparison',
                  label: t('sida.cards.comparisonTitle'),
                  render: (c) => (
                    <Chip
                      size="small"
                      color={COMPARISON_COLORS[c.comparison]}
                      label={t(`sida.cards.comparison.${c.comparison}`)}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </PageCard>
  );
}
