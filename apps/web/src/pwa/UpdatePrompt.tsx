import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { applyUpdate } from './register-worker';
import { needsUpdateConfirmation } from './update-confirm';
import { dispatchUpdateEvent, isUpdatePromptVisible, useUpdateFlags } from './update-flags';

/** localStorage, or nothing when the browser blocks it (then no draft can exist either). */
function draftStorage(): Pick<Storage, 'getItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null };
  }
}

/**
 * The update prompt of spec sections 4 and 9: a persistent 400 px dialog, shown once a new version
 * needs a reload. 'Later' dismisses it; 'update' reloads into the new version, first asking when
 * unsaved work (a draft, or an attendance, exams or score page) could be lost.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const flags = useUpdateFlags();
  const [confirming, setConfirming] = useState(false);

  const apply = () => {
    dispatchUpdateEvent({ type: 'apply' });
    applyUpdate();
  };
  const onUpdate = () => {
    if (needsUpdateConfirmation(draftStorage(), window.location.pathname)) setConfirming(true);
    else apply();
  };

  return (
    <>
      {/* Persistent: no onClose, so neither the backdrop nor Escape closes it. */}
      <Dialog
        open={isUpdatePromptVisible(flags) && !confirming}
        disableEscapeKeyDown
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 400 }, 'data-testid': 'update-dialog' } as object }}
        aria-labelledby="update-dialog-title"
      >
        <DialogTitle id="update-dialog-title">{t('pwa.update.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('pwa.update.message')}
          </Typography>
          <DialogContentText>{t('pwa.update.text')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            color="secondary"
            onClick={() => dispatchUpdateEvent({ type: 'dismissUpdate' })}
            data-testid="update-later"
          >
            {t('pwa.update.later')}
          </Button>
          <Button variant="contained" onClick={onUpdate} autoFocus data-testid="update-apply">
            {t('pwa.update.update')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('pwa.update.confirmTitle')}
        text={t('pwa.update.confirmText')}
        confirmLabel={t('pwa.update.confirmYes')}
        cancelLabel={t('pwa.update.confirmNo')}
        color="error"
        onCancel={() => {
          // Declined: the notice is hidden and the page stays as it is (spec section 4).
          setConfirming(false);
          dispatchUpdateEvent({ type: 'dismissUpdate' });
        }}
        onConfirm={() => {
          setConfirming(false);
          apply();
        }}
      />
    </>
  );
}
