import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  /** Label of the confirming button; defaults to "OK". */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Colour of the confirming button (error for destructive actions). */
  color?: 'primary' | 'error';
  busy?: boolean;
  /** More of the question under its text (e.g. a reason field). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone or loses work. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  color = 'primary',
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="secondary" disabled={busy} data-testid="confirm-cancel">
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={color}
          disabled={busy}
          autoFocus
          data-testid="confirm-ok"
        >
          {confirmLabel ?? t('confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
