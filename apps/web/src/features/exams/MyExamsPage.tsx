import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { examsEntity } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { entityAddPath } from '../../app/entity-routes';
import { examScoresPath } from '../../app/exam-paths';
import { MY_EXAMS_PATH } from '../../app/teacher-work-paths';
import { EntityList } from '../../components/entity/EntityList';
import type { RowLink } from '../../components/entity/entity-columns';
import { registerWorkLabels } from '../../lib/work-i18n';

registerWorkLabels();

/** After saving or leaving a form opened here, the teacher comes back to this list. */
const BACK_HERE = { returnTo: MY_EXAMS_PATH };

/**
 * /teacher/exams — a teacher's exams: the server lists those of their own course groups, the form's
 * group picker offers only those, and a class quiz is created for one of them.
 */
export default function MyExamsPage() {
  const { t } = useTranslation();
  const rowLinks = useMemo<RowLink[]>(
    () => [{ key: 'scores', label: t('entity.rowLinks.scores'), path: (row) => examScoresPath(row.id) }],
    [t],
  );
  return (
    <Stack spacing={2}>
      <Alert severity="info" data-testid="my-exams-hint">
        {t('work.myExams.hint')}
      </Alert>
      <EntityList
        def={examsEntity}
        title={t('work.pages.myExams')}
        addPath={entityAddPath(examsEntity.name)}
        addLabel={t('work.myExams.add')}
        linkState={BACK_HERE}
        rowLinks={rowLinks}
      />
    </Stack>
  );
}
