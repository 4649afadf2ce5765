import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { entityAddPath } from '../../app/entity-routes';
import { EntityList } from '../../components/entity/EntityList';
import { entityDef } from '../entities/use-entity-def';

/**
 * The dossier's leaves tab: the student's leave requests of the current year on the engine's own
 * list (filters, export, print), with an add that presets the student and returns here.
 */
export default function StudentLeavesTab({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EntityList
      def={entityDef('student-leaves')}
      fixedFilters={{ studentId }}
      addPath={`${entityAddPath('student-leaves')}?studentId=${encodeURIComponent(studentId)}`}
      linkState={{ returnTo: location.pathname }}
      title={t('people.file.tabs.leaves')}
    />
  );
}
