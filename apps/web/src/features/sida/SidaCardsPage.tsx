import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonLabel, personName } from '../../components/PersonLabel';
import { formatNumber } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { SidaPagedRows } from './SidaPagedRows';
import { sidaApi, type SidaCardRow } from './sida-api';
import { sidaColumns } from './sida-columns';
import { registerSidaLabels } from './sida-i18n';
import { sidaCardPath } from './sida-paths';

registerSidaLabels();

/** report-card/list: the students whose results came from Sida, with how many courses differ. */
export default function SidaCardsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const column = sidaColumns<SidaCardRow>(language);
  return (
    <SidaPagedRows<SidaCardRow>
      title={t('sida.titles.cards')}
      intro={t('sida.intro.cards')}
      empty={t('sida.cards.empty')}
      queryKey="cards"
      load={sidaApi.cards}
      testId="sida-cards"
      rowKey={(r) => r.studentId}
      highlight={(r) => r.differences > 0}
      columns={[
        {
          key: 'student',
          label: t('sida.cards.student'),
          render: (r) => <PersonLabel name={personName(r)} context={r.classroom} language={language} />,
        },
        column.digits('code', t('sida.fields.nationalCode'), (r) => r.nationalCode),
        column.count('courses', t('sida.cards.courses'), (r) => r.courses),
        column.score('average', t('sida.cards.average'), (r) => r.average),
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
            <Button size="small" component={Link} to={sidaCardPath(r.studentId)} data-testid="sida-card-view">
              {t('sida.cards.view')}
            </Button>
          ),
        },
      ]}
    />
  );
}
