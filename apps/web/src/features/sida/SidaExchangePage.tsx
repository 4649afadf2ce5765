import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../components/PageCard';
import { TemplateButton } from '../../components/sheet-import/XlsxPicker';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { sidaApi, type SidaKind } from './sida-api';
import { CourseListSection } from './CourseListSection';
import { registerSidaLabels } from './sida-i18n';
import { SidaHttpPanel } from './SidaHttpPanel';
import { SidaImportPanel } from './SidaImportPanel';

registerPeopleLabels();
registerSidaLabels();

/** The page's own rows; the course list is the basic information's second step. */
type PageKind = Exclude<SidaKind, 'course-list'>;

/** The class list (or results), from Sida over HTTP when the network uses it, else from a file. */
function ExchangeSteps({ kind }: { kind: PageKind }) {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['sida', 'settings'], queryFn: sidaApi.settings });
  const http = settings.data?.connector === 'http';
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t(`sida.intro.${kind}`)}</Typography>
      {http && (
        <>
          <Typography variant="h6">{t('sida.import.fromHttp')}</Typography>
          <SidaHttpPanel kind={kind} />
          <Divider />
          <Typography variant="h6">{t('sida.import.fromFile')}</Typography>
        </>
      )}
      <SidaImportPanel kind={kind} />
    </Stack>
  );
}

/**
 * get-basic-information-from-sida and receive-scores-from-sida: the same exchange, two kinds of rows.
 * The basic information has a second step, the course list (`?step=courses`), one panel at a time.
 */
export function SidaExchangePage({ kind }: { kind: PageKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courses = kind === 'class-list' && params.get('step') === 'courses';
  return (
    <PageCard
      title={t(`sida.titles.${kind}`)}
      action={
        kind === 'class-list' && !courses ? (
          <TemplateButton
            apiPath="/sida/class-list/sample.xlsx"
            fileName="sida-class-list-sample.xlsx"
            testId="sida-sample"
          />
        ) : undefined
      }
    >
      {kind === 'class-list' && (
        <Tabs
          value={courses ? 'courses' : 'students'}
          onChange={(_e, next: string) => setParams(next === 'courses' ? { step: 'courses' } : {})}
          sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="students" label={t('sida.import.stepStudents')} data-testid="sida-step-students" />
          <Tab value="courses" label={t('sida.import.stepCourses')} data-testid="sida-step-courses" />
        </Tabs>
      )}
      {courses ? <CourseListSection /> : <ExchangeSteps kind={kind} />}
    </PageCard>
  );
}
