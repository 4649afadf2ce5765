import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { entityApi } from '../../lib/entity-api';
import UserRolesPanel from './UserRolesPanel';

/** /manager/users/roles/list/:id — the roles of user :id. */
export default function UserRolesListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useQuery({
    queryKey: ['entity', 'users', 'item', id],
    queryFn: () => entityApi.get('users', id),
  });
  const name = typeof user.data?.fullName === 'string' ? user.data.fullName : '';
  return <UserRolesPanel key={id} userId={id} title={name ? t('entity.userRolesOf', { name }) : undefined} />;
}
