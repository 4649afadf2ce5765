import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { logout } from '../../lib/auth-session';
import { clearServerState } from '../../lib/server-state';

/** Signs out (server call only with a token), clears the session even on failure, then /login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
      // The next user must not see this user's cached data.
      clearServerState();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);

  return <PageLoader fullScreen />;
}
