import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { entityAddPath } from '../../app/entity-routes';
import { EntityList } from '../../components/entity/EntityList';
import { localizeDigits } from '../../lib/date';
import { entityApi } from '../../lib/entity-api';
import { useAppLanguage } from '../../lib/use-app-language';
import { registerWorksheetLabels } from '../../lib/worksheet-i18n';
import { entityDef } from '../entities/use-entity-def';

registerWorksheetLabels();

/** /manager/course-groups/:id/teacher-logs — the teacher logs of one course group, with add. */
export default function GroupTeacherLogsPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const location = useLocation();
  const { id = '' } = useParams();
  const group = useQuery({
    queryKey: ['entity', 'course-groups', 'item', id],
    queryFn: () => entityApi.get('course-groups', id),
    retry: false,
  });
  const name = typeof group.data?.title === 'string' ? group.data.title : '';
  return (
    <EntityList
      key={id}
      def={entityDef('teacher-log')}
      fixedFilters={{ courseGroupId: id }}
      addPath={`${entityAddPath('teacher-log')}?courseGroupId=${encodeURIComponent(id)}`}
      linkState={{ returnTo: location.pathname }}
      title={name ? localizeDigits(t('worksheet.teacherLogs', { group: name }), language) : undefined}
    />
  );
}
