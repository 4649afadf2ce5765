import { useLocation } from 'react-router';
import { entityAddPath, USER_ROLES } from '../../app/entity-routes';
import { EntityList } from '../../components/entity/EntityList';
import { entityDef } from './use-entity-def';

/** The roles of one user (user-roles filtered by userId), with add and remove. */
export default function UserRolesPanel({ userId, title }: { userId: string; title?: string }) {
  const location = useLocation();
  return (
    <EntityList
      def={entityDef(USER_ROLES)}
      fixedFilters={{ userId }}
      addPath={`${entityAddPath(USER_ROLES)}?userId=${encodeURIComponent(userId)}`}
      linkState={{ returnTo: location.pathname }}
      title={title}
    />
  );
}
