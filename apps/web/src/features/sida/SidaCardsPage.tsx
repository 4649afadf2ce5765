import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../components/ListPager';
import { PageCard } from '../../components/PageCard';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { formatNumber, localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';
import { useAppLanguage } from '../../lib/use-app-language';
import { ResponsiveRows } from './ResponsiveRows';
import { sidaApi, type SidaCardRow } from './sida-api';
import { registerSidaLabels } from './sida-i18n';
import { sidaCardPath } from './sida-paths';

registerSidaLabels();

/** report-card/list: the students whose results came from Sida, with how many courses differ. */
export default function SidaCardsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const cards = useQuery({
    queryKey: ['sida', 'cards', page, pageSize],
    queryFn: () => sidaApi.cards(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard title={t('sida.titles.cards')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('sida.intro.cards')}</Typography>
        {cards.error && <Alert severity="error">{apiErrorText(cards.error)}</Alert>}
        {cards.data && cards.data.items.length === 0 && (
          <Alert severity="info">{t('sida.cards.empty')}</Alert>
        )}
        {cards.data && cards.data.items.length > 0 && (
          <ResponsiveRows<SidaCardRow>
            testId="sida-cards"
            rows={cards.data.items}
            rowKey={(r) => r.studentId}
            highlight={(r) => r.differences > 0}
            columns={[
              {
                key: 'student',
                label: t('sida.cards.student'),
                render: (r) => <PersonLabel name={personName(r)} context={r.classroom} language={language} />,
              },
              {
                key: 'code',
                label: t('sida.fields.nationalCode'),
                render: (r) => localizeDigits(r.nationalCode, language),
              },
              {
                key: 'courses',
                label: t('sida.cards.courses'),
                render: (r) => formatNumber(r.courses, language),
              },
              {
                key: 'average',
                label: t('sida.cards.average'),
                render: (r) => formatScore(r.average, language),
              },
              {
                key: 'differences',
                label: t('sida.cards.differences'),
                render: (r) =>
                  r.differences ? (
                    <Chip size="small" color="warning" label={formatNumber(r.differences, language)} />
                  ) : (
                    t('sida.cards.none')
                  ),
              },
              {
                key: 'view',
                label: '',
                render: (r) => (
                  <Button
                    size="small"
                    component={Link}
                    to={sidaCardPath(r.studentId)}
                    data-testid="sida-card-view"
                  >
                    {t('sida.cards.view')}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {cards.data && (
          <ListPager
            total={cards.data.total}
            page={page}
            pageSize={pageSize}
            pageSizes={[25, 50, 100]}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        )}
      </Stack>
    </PageCard>
  );
}
