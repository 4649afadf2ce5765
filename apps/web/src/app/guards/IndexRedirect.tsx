import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { resolveIndexRedirect } from './index-redirect';

/** The '/' route: it only redirects (landing page or dashboard). */
export default function IndexRedirect() {
  return <Navigate to={resolveIndexRedirect(useAuth())} replace />;
}
