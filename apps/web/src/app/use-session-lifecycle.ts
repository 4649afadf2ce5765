import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession } from '../lib/auth-store';
import { notify } from '../lib/notify';
import { startSessionLifecycle } from '../lib/session-controller';
import { LOGIN_PATH } from './guards/resolve-navigation';

const WARNING_TOAST_MS = 15_000;
const EXPIRED_TOAST_MS = 5_000;

/**
 * Runs the session timer, the automatic refresh and the activity reports while `active` (signed in,
 * on a non-public page). Only `active` restarts them: moving between pages must not.
 */
export function useSessionLifecycle(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });

  useEffect(() => {
    if (!active) return;
    return startSessionLifecycle({
      onWarn: () =>
        void notify('warning', latest.current.t('session.warning'), {
          toastId: 'session-warning',
          autoClose: WARNING_TOAST_MS,
          closeOnClick: false,
        }),
      onExpire: () => {
        void notify('error', latest.current.t('session.expired'), {
          toastId: 'session-expired',
          autoClose: EXPIRED_TOAST_MS,
        });
        // Everything of spec section 4's list, remembered credentials included.
        clearSession();
        void latest.current.navigate(LOGIN_PATH, { replace: true });
      },
    });
  }, [active]);
}
