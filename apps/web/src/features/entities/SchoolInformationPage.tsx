import Alert from '@mui/material/Alert';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENTITY_SUBJECT, SCHOOL_INFORMATION_EDIT } from '../../app/entity-routes';
import { EntityForm } from '../../components/entity/EntityForm';
import { PageLoader } from '../../components/PageLoader';
import type { AppAbility } from '../../lib/ability';
import { schoolInformationApi } from '../../lib/entity-api';
import { PageCard } from '../../components/PageCard';
import { entityDef } from './use-entity-def';

const QUERY_KEY = ['school-information'] as const;

/** /school-information: the current school's record; editable with school-information.edit. */
export default function SchoolInformationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const def = entityDef('schools');
  const school = useQuery({ queryKey: QUERY_KEY, queryFn: schoolInformationApi.get });
  const canEdit = ability.can(SCHOOL_INFORMATION_EDIT, ENTITY_SUBJECT);

  if (school.isPending) return <PageLoader />;
  if (school.isError) return <Alert severity="error">{school.error.message}</Alert>;
  return (
    <PageCard title={t('pages.schoolInformation')}>
      <EntityForm
        key={school.data.version}
        def={def}
        mode="update"
        item={school.data}
        readOnly={!canEdit}
        notice={canEdit ? undefined : <Alert severity="info">{t('entity.readOnly')}</Alert>}
        save={schoolInformationApi.update}
        onSaved={(saved) => {
          queryClient.setQueryData(QUERY_KEY, saved);
          void queryClient.invalidateQueries({ queryKey: ['entity', 'schools'] });
        }}
        onCancel={() => void navigate('/dashboard')}
      />
    </PageCard>
  );
}
