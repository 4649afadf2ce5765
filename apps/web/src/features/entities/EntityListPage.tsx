import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '../../components/entity/EntityList';
import type { RowLink } from '../../components/entity/entity-columns';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import {
  classroomRollPath,
  courseGroupStudentsPath,
  GROUP_PHOTOS_PATH,
  PHONE_IMPORT_PATH,
  STUDENT_IMPORT_PATH,
  studentFilePath,
  TEACHER_IMPORT_PATH,
  teacherViewPath,
} from '../../app/people-paths';
import { groupTeacherLogsPath, worksheetPath } from '../../app/course-group-paths';
import { examScoresPath } from '../../app/exam-paths';
import { continuousScorePath } from '../../app/report-card-paths';
import { BULK_DEBTS_PATH, DEBTS_SUMMARY_PATH, receiptPath } from '../../app/finance-routes';
import { feedbackReplyPath, MY_FEEDBACK_PATH } from '../../app/messages-paths';
import { FORM_PRINT_PATH, formPrintPath } from '../../app/content-routes';
import { corpResultsImportPath } from '../../app/institute-routes';
import { surveyCodesPath, surveyItemsPath } from '../../app/survey-paths';
import type { AppAbility } from '../../lib/ability';
import { LeaveDecisionButtons } from '../../components/LeaveDecisionButtons';
import { useLeaveDecision } from '../../lib/leave-decisions';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { entityDef } from './use-entity-def';

registerPeopleLabels();

/** Row links of the people pages, per entity: [key, permission, label key, path]. */
const ROW_LINKS: Record<string, [string, string, string, (id: number) => string][]> = {
  students: [['file', 'students.file', 'people.file.link', studentFilePath]],
  classrooms: [['roll', 'classrooms.list-order', 'people.roll.link', classroomRollPath]],
  teachers: [['view', 'teachers.view', 'people.teacher.view', teacherViewPath]],
  'course-groups': [
    ['students', 'course-groups.list', 'people.groupStudents.link', courseGroupStudentsPath],
    ['worksheet', 'course-groups.worksheet', 'entity.rowLinks.worksheet', worksheetPath],
    ['teacher-logs', 'teacher-log.list', 'entity.rowLinks.teacherLogs', groupTeacherLogsPath],
    [
      'continuous-score',
      'course-groups.continuous-score',
      'entity.rowLinks.continuousScore',
      continuousScorePath,
    ],
  ],
  // Teachers may enter scores without editing exams, so the sheet is reached from the list.
  exams: [['scores', 'exams.scores', 'entity.rowLinks.scores', examScoresPath]],
  // A message is read and answered on its own page (not the generic form).
  'feedback-box': [['open', 'feedback-box.list', 'entity.rowLinks.feedbackOpen', feedbackReplyPath]],
  'student-debt-peyments': [
    ['receipt', 'student-debt-peyments.list', 'entity.rowLinks.receipt', receiptPath],
  ],
  forms: [['print', 'forms.print', 'entity.rowLinks.print', formPrintPath]],
  'corp-exams': [['results', 'corp-exams.import', 'entity.rowLinks.results', corpResultsImportPath]],
  'survey-groups': [
    ['items', 'survey-groups.edit', 'entity.rowLinks.surveyItems', surveyItemsPath],
    ['codes', 'survey-hashes.list', 'entity.rowLinks.surveyCodes', surveyCodesPath],
  ],
};

interface HeaderLink {
  testId: string;
  action: string;
  label: string;
  path: string;
  Icon: typeof UploadFileOutlined;
}

/** Buttons above a list that lead to the people pages, for those allowed. */
const HEADER_LINKS: Record<string, HeaderLink[]> = {
  students: [
    {
      testId: 'students-import-link',
      action: 'students.import',
      label: 'people.import.link',
      path: STUDENT_IMPORT_PATH,
      Icon: UploadFileOutlined,
    },
    {
      testId: 'students-phones-link',
      action: 'students.phone-import',
      label: 'people.phones.link',
      path: PHONE_IMPORT_PATH,
      Icon: ContactPhoneOutlined,
    },
    {
      testId: 'students-photos-link',
      action: 'students.photos',
      label: 'people.photos.link',
      path: GROUP_PHOTOS_PATH,
      Icon: PhotoLibraryOutlined,
    },
  ],
  'student-debts': [
    {
      testId: 'debts-bulk-link',
      action: 'student-debts.add',
      label: 'pages.bulkDebts',
      path: BULK_DEBTS_PATH,
      Icon: PostAddOutlined,
    },
  ],
  'student-debt-peyments': [
    {
      testId: 'debts-summary-link',
      action: 'reports.debts-summary',
      label: 'pages.debtsSummary',
      path: DEBTS_SUMMARY_PATH,
      Icon: SummarizeOutlined,
    },
  ],
  'feedback-box': [
    {
      testId: 'feedback-mine-link',
      action: 'feedback-box.add',
      label: 'entity.rowLinks.feedbackMine',
      path: MY_FEEDBACK_PATH,
      Icon: ForwardToInboxOutlined,
    },
  ],
  teachers: [
    {
      testId: 'teachers-import-link',
      action: 'teachers.import',
      label: 'people.teacherImport.link',
      path: TEACHER_IMPORT_PATH,
      Icon: UploadFileOutlined,
    },
  ],
  forms: [
    {
      testId: 'forms-print-link',
      action: 'forms.print',
      label: 'pages.formPrint',
      path: FORM_PRINT_PATH,
      Icon: PrintOutlined,
    },
  ],
};

/** /manager/<entity>/list */
export default function EntityListPage({ entity }: { entity: string }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const can = (action: string) => ability.can(action, ENTITY_SUBJECT);
  const allowed = (ROW_LINKS[entity] ?? []).filter(([, action]) => can(action));
  const linkKey = allowed.map(([key]) => key).join(',');
  const rowLinks = useMemo<RowLink[]>(
    () => allowed.map(([key, , label, path]) => ({ key, label: t(label), path: (row) => path(row.id) })),
    // allowed is rebuilt each render; its keys and the language are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [linkKey, t],
  );
  const decidesLeaves = entity === 'student-leaves' && can('student-leaves.edit');
  const { decide, busy } = useLeaveDecision();
  // A pending leave is approved or rejected from its row; the leave's page holds the other cases.
  const rowControls = useMemo<RowLink[]>(
    () =>
      decidesLeaves
        ? [
            {
              key: 'decide',
              label: t('attendance.leave.title'),
              render: (row) =>
                row.status === 'pending' ? (
                  <LeaveDecisionButtons
                    leaveId={row.id}
                    status="pending"
                    busy={busy === row.id}
                    onDecide={(decision) => void decide(row.id, decision)}
                  />
                ) : null,
            },
          ]
        : [],
    [decidesLeaves, busy, decide, t],
  );
  const links = (HEADER_LINKS[entity] ?? []).filter((link) => can(link.action));
  const headerActions = links.length ? (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {links.map(({ testId, label, path, Icon }) => (
        <Button
          key={testId}
          component={Link}
          to={path}
          variant="outlined"
          startIcon={<Icon />}
          data-testid={testId}
        >
          {t(label)}
        </Button>
      ))}
    </Stack>
  ) : null;
  const allRowLinks = useMemo(
    () => (rowControls.length ? [...rowControls, ...rowLinks] : rowLinks),
    [rowControls, rowLinks],
  );
  return <EntityList def={entityDef(entity)} rowLinks={allRowLinks} headerActions={headerActions} />;
}
