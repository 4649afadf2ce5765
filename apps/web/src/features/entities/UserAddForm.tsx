import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { userWithRoleForm } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { useWorkContext } from '../../app/layouts/parts/use-work-context';
import { EntityForm } from '../../components/entity/EntityForm';
import type { FormValues } from '../../components/entity/form-values';
import { PageLoader } from '../../components/PageLoader';
import type { EntityItem } from '../../lib/entity-api';
import { createUserWithRole } from './user-account-api';

/**
 * The add-user form: the account's fields, then the role and the school it is held in, saved
 * together so no account is left without a role. The school starts as the current one.
 */
export function UserAddForm({
  onSaved,
  onCancel,
}: {
  onSaved: (item: EntityItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const context = useWorkContext();
  const schoolId = context.data?.currentSchoolId ?? null;
  const preset = useMemo<FormValues>(() => (schoolId ? { schoolId } : {}), [schoolId]);
  // The form takes its starting values once: wait for the current school.
  if (context.isPending) return <PageLoader />;
  return (
    <EntityForm
      def={userWithRoleForm}
      mode="create"
      preset={preset}
      notice={<Alert severity="info">{t('entity.userWithRoleHint')}</Alert>}
      save={createUserWithRole}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
