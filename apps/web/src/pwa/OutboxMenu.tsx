import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useEndAlignedPopover } from '../components/use-end-aligned-popover';
import { localizeDigits } from '../lib/date';
import { useAppLanguage } from '../lib/use-app-language';
import type { OutboxEntry } from './outbox';
import { useOutbox } from './use-outbox';

interface OutboxMenuProps {
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * The list behind the navbar's outbox badge: every unsent write with its state — waiting, or the
 * server's reason for refusing it — a "send again" for all, and discard (after a question) for a
 * refused one.
 */
export default function OutboxMenu({ anchor, onClose }: OutboxMenuProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { entries, discard, retry } = useOutbox();
  const [toDiscard, setToDiscard] = useState<OutboxEntry | null>(null);
  const endAligned = useEndAlignedPopover();

  return (
    <>
      <Popover
        open
        anchorEl={anchor}
        onClose={onClose}
        {...endAligned}
        slotProps={{ paper: { sx: { width: 360, mt: 1 }, 'data-testid': 'outbox-menu' } as object }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('pwa.outbox.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('pwa.outbox.hint')}
            </Typography>
          </Box>
          <Button size="small" onClick={() => void retry()} data-testid="outbox-retry">
            {t('pwa.outbox.sendNow')}
          </Button>
        </Box>
        <Divider />
        <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {entries.map((entry) => (
            <ListItem
              key={entry.clientId}
              data-testid={`outbox-entry-${entry.clientId}`}
              secondaryAction={
                entry.state === 'rejected' && (
                  <Tooltip title={t('pwa.outbox.discard')}>
                    <IconButton
                      edge="end"
                      color="error"
                      aria-label={t('pwa.outbox.discard')}
                      data-testid={`outbox-discard-${entry.clientId}`}
                      onClick={() => setToDiscard(entry)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={localizeDigits(entry.label, language)}
                secondary={
                  entry.state === 'rejected'
                    ? t('pwa.outbox.rejected', { reason: entry.reason ?? '' })
                    : t('pwa.outbox.waiting')
                }
                slotProps={{
                  secondary: { color: entry.state === 'rejected' ? 'error' : 'text.secondary' },
                }}
              />
            </ListItem>
          ))}
        </List>
      </Popover>
      <ConfirmDialog
        open={toDiscard !== null}
        title={t('pwa.outbox.discardTitle')}
        text={t('pwa.outbox.discardText', {
          label: toDiscard ? localizeDigits(toDiscard.label, language) : '',
        })}
        confirmLabel={t('pwa.outbox.discard')}
        color="error"
        onCancel={() => setToDiscard(null)}
        onConfirm={() => {
          if (toDiscard) void discard(toDiscard.clientId);
          setToDiscard(null);
        }}
      />
    </>
  );
}
