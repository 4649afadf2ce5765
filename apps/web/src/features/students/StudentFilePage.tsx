import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { transcriptPath, transferPath } from '../../app/year-rollover-paths';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import { PageLoader } from '../../components/PageLoader';
import { PhotoAvatar } from '../../components/fields/PhotoAvatar';
import { PrintStyles } from '../../components/PrintStyles';
import { fieldLabelKey } from '../../components/entity/entity-labels';
import type { AppAbility } from '../../lib/ability';
import { localizeDigits } from '../../lib/date';
import { displayValue } from '../../lib/display-value';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { PageCard } from '../../components/PageCard';
import { ClassroomHistory } from './ClassroomHistory';
import { StudentAttendanceTab } from './StudentAttendanceTab';
import { StudentScoresTab } from './StudentScoresTab';
import { StudentDisciplineTab } from './StudentDisciplineTab';
import { StudentDebtsTab } from './StudentDebtsTab';
import { StudentDocumentsTab } from './StudentDocumentsTab';
import { registerDossierMoneyLabels } from './dossier-money-i18n';
import { TeacherNotes } from './TeacherNotes';
import { studentApi } from './student-api';
import { personName } from '../../components/PersonLabel';

// The engine's list loads only when the tab is opened.
const StudentLeavesTab = lazy(() => import('./StudentLeavesTab'));

registerPeopleLabels();
registerDossierMoneyLabels();

type Shown = Pick<FieldDef, 'name' | 'type' | 'format'>;
const text = (name: string): Shown => ({ name, type: 'text' });
const typed = (name: string, type: FieldDef['type']): Shown => ({ name, type });

/** The dossier's sections and their fields (only filled ones are shown). */
const SECTIONS: Record<'profile' | 'contact', Shown[]> = {
  profile: [
    text('firstName'),
    text('lastName'),
    text('fatherName'),
    typed('nationalCode', 'nationalCode'),
    text('studentNumber'),
    typed('gender', 'enum'),
    typed('status', 'enum'),
    typed('birthDate', 'jalaliDate'),
    text('birthPlace'),
    typed('nationality', 'enum'),
    text('foreignId'),
  ],
  contact: [
    typed('mobile', 'phone'),
    typed('fatherMobile', 'phone'),
    typed('motherMobile', 'phone'),
    typed('homePhone', 'phone'),
    text('postalCode'),
    text('address'),
  ],
};

/** The module tabs and the permission each needs; a tab the user may not see is absent. */
const MODULE_TABS = [
  ['attendance', 'attendance.list'],
  ['scores', 'exams.list'],
  ['notes', 'teacher-note.list'],
  ['leaves', 'student-leaves.list'],
  ['discipline', 'discipline-students.list'],
  ['debts', 'student-debts.list'],
  ['documents', 'students.file'],
] as const;
type TabKey = 'profile' | (typeof MODULE_TABS)[number][0];

/** /manager/students/:id/file — the student's dossier, one tab per module, printable on A4. */
export default function StudentFilePage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ability = useAbility<AppAbility>();
  const { id = '' } = useParams();
  const [tab, setTab] = useState<TabKey>('profile');
  const file = useQuery({ queryKey: ['students', 'file', id], queryFn: () => studentApi.file(id) });
  const tabs: TabKey[] = [
    'profile',
    ...MODULE_TABS.filter(([, permission]) => ability.can(permission, ENTITY_SUBJECT)).map(([key]) => key),
  ];
  if (file.isPending) return <PageLoader />;
  if (file.isError) return <Alert severity="error">{file.error.message || t('people.file.notFound')}</Alert>;
  const { student, classroom, classroomHistory } = file.data;
  const tr = (key: string, o?: { defaultValue?: string }) => t(key, o);
  const filled = (fields: readonly Shown[]) =>
    fields.flatMap((field) => {
      const value = displayValue('students', field, student, language, tr);
      const ltr = field.type === 'phone' || field.type === 'nationalCode';
      return value ? [{ name: field.name, text: value, ltr }] : [];
    });
  const fullName = personName(student as { firstName?: string; lastName?: string });

  return (
    <PageCard
      title={t('pages.studentFile')}
      action={
        <Stack
          direction="row"
          spacing={1}
          data-print-hide
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
        >
          {ability.can('students.transcript', ENTITY_SUBJECT) && (
            <Button
              component={RouterLink}
              to={transcriptPath(id)}
              variant="outlined"
              data-testid="student-transcript"
            >
              {t('people.file.transcript')}
            </Button>
          )}
          {ability.can('students.transfer', ENTITY_SUBJECT) && (
            <Button
              component={RouterLink}
              to={transferPath(id)}
              variant="outlined"
              data-testid="student-transfer"
            >
              {t('people.file.transfer')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
            data-testid="student-file-print"
          >
            {t('people.file.print')}
          </Button>
        </Stack>
      }
    >
      <PrintStyles />
      <Stack spacing={3} data-testid="student-file">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PhotoAvatar photo={student.photo} variant="rounded" sx={{ width: 96, height: 112, fontSize: 36 }}>
            {fullName.trim().charAt(0)}
          </PhotoAvatar>
          <Stack>
            <Typography variant="h5" component="h2" data-testid="student-file-name">
              {fullName}
            </Typography>
            <Typography color="text.secondary">
              {t('people.file.classroom')}:{' '}
              {classroom ? localizeDigits(classroom.name, language) : t('people.file.noClassroom')}
            </Typography>
          </Stack>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setTab(value)}
          variant="scrollable"
          data-print-hide
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`people.file.tabs.${key}`)}
              data-testid={`student-file-tab-${key}`}
            />
          ))}
        </Tabs>
        {tab === 'attendance' && <StudentAttendanceTab studentId={id} />}
        {tab === 'scores' && <StudentScoresTab studentId={id} />}
        {tab === 'notes' && <TeacherNotes studentId={id} />}
        {tab === 'discipline' && <StudentDisciplineTab studentId={id} />}
        {tab === 'debts' && <StudentDebtsTab studentId={id} />}
        {tab === 'documents' && <StudentDocumentsTab studentId={id} />}
        {tab === 'leaves' && (
          <Suspense fallback={<PageLoader />}>
            <StudentLeavesTab studentId={id} />
          </Suspense>
        )}
        {tab === 'profile' &&
          (['profile', 'contact'] as const).map((section) => {
            const items = filled(SECTIONS[section]);
            if (items.length === 0) return null;
            return (
              <Stack key={section} spacing={1.5} sx={{ breakInside: 'avoid' }}>
                <Typography variant="h6" component="h3">
                  {t(`people.file.${section}`)}
                </Typography>
                <Grid container spacing={2}>
                  {items.map(({ name, text, ltr }) => (
                    <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                      <Typography variant="caption" color="text.secondary">
                        {t(fieldLabelKey('students', name))}
                      </Typography>
                      <Typography
                        data-testid={`student-file-${name}`}
                        dir={ltr ? 'ltr' : undefined}
                        sx={ltr ? { textAlign: 'end' } : undefined}
                      >
                        {text}
                      </Typography>
                    </Grid>
                  ))}
                </Grid>
              </Stack>
            );
          })}
        {tab === 'profile' && classroomHistory.length > 0 && <ClassroomHistory entries={classroomHistory} />}
      </Stack>
    </PageCard>
  );
}
