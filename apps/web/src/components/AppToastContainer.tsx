import { useTheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULTS } from '../lib/app-config';

/** Toasts of spec section 9: 5 s, at most 20, drag to dismiss at 60 %, top-left, RTL in Persian. */
export default function AppToastContainer() {
  const theme = useTheme();
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoClose}
      limit={TOAST_DEFAULTS.limit}
      draggablePercent={TOAST_DEFAULTS.draggablePercent}
      rtl={theme.direction === 'rtl'}
      theme={theme.palette.mode === 'dark' ? 'dark' : 'light'}
      newestOnTop
    />
  );
}
