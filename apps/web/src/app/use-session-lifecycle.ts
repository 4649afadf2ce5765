import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearExpiredSession } from '../lib/auth-store';
import { notify } from '../lib/notify';
import { startActivityPings } from '../lib/session-activity-ping';
import { startSessionLifecycle } from '../lib/session-controller';
import { LOGIN_PATH } from './guards/resolve-navigation';

const WARNING_TOAST_MS = 15_000;
const EXPIRED_TOAST_MS = 5_000;

/** Runs activity tracking, auto refresh and activity pings while `active` (signed in, on a non-public page). */
export function useSessionLifecycle(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    return startSessionLifecycle({
      onWarn: () =>
        void notify('warning', t('session.warning'), {
          toastId: 'session-warning',
          autoClose: WARNING_TOAST_MS,
          closeOnClick: false,
        }),
      onExpire: () => {
        void notify('error', t('session.expired'), {
          toastId: 'session-expired',
          autoClose: EXPIRED_TOAST_MS,
        });
        clearExpiredSession();
        void navigate(LOGIN_PATH, { replace: true });
      },
    });
  }, [active, t, navigate]);

  // Active minutes for the time-on-site reports, on the same pages as the session tracking.
  useEffect(() => (active ? startActivityPings() : undefined), [active]);
}
