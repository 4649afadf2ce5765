import { lazy, Suspense, useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/date';
import { useAppLanguage } from '../lib/use-app-language';
import { setFlushAnnouncer, startOutboxSync } from './outbox';
import { announceFlushWithToasts } from './outbox-announcer';
import { registerPwaLabels } from './pwa-i18n';
import { useOutbox } from './use-outbox';

registerPwaLabels();
setFlushAnnouncer(announceFlushWithToasts);

// Loaded on the first click: most sessions never have anything waiting.
const OutboxMenu = lazy(() => import('./OutboxMenu'));

/**
 * Navbar control of the outbox: hidden while it is empty, otherwise a badge with the number of
 * unsent writes that opens their list. Mounting it (the signed-in layout) also starts the replays.
 */
export function OutboxButton() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { count } = useOutbox();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => startOutboxSync(), []);

  if (count === 0) return null;

  return (
    <>
      <Tooltip title={t('pwa.outbox.button')}>
        <IconButton
          color="inherit"
          aria-label={t('pwa.outbox.button')}
          data-testid="outbox-button"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge
            color="warning"
            badgeContent={<span data-testid="outbox-count">{formatNumber(count, language)}</span>}
          >
            <CloudUploadOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <OutboxMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
