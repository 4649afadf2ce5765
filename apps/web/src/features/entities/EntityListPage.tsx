import { useMemo } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '../../components/entity/EntityList';
import type { RowLink } from '../../components/entity/entity-columns';
import { ENTITY_SUBJECT } from '../../app/entity-routes';
import {
  classroomRollPath,
  STUDENT_IMPORT_PATH,
  studentFilePath,
  teacherViewPath,
} from '../../app/people-paths';
import type { AppAbility } from '../../lib/ability';
import { registerPeopleLabels } from '../../lib/people-i18n';
import { entityDef } from './use-entity-def';

registerPeopleLabels();

/** Row links of the people pages, per entity: [key, permission, label key, path]. */
const ROW_LINKS: Record<string, [string, string, string, (id: number) => string][]> = {
  students: [['file', 'students.file', 'people.file.link', studentFilePath]],
  classrooms: [['roll', 'classrooms.list-order', 'people.roll.link', classroomRollPath]],
  teachers: [['view', 'teachers.view', 'people.teacher.view', teacherViewPath]],
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
  const headerActions =
    entity === 'students' && can('students.import') ? (
      <Button
        component={Link}
        to={STUDENT_IMPORT_PATH}
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        data-testid="students-import-link"
      >
        {t('people.import.link')}
      </Button>
    ) : null;
  return <EntityList def={entityDef(entity)} rowLinks={rowLinks} headerActions={headerActions} />;
}
