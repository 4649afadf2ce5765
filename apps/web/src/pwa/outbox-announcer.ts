/** Short Persian toasts after writes queued offline were replayed (or refused) later. */
import { formatNumber } from '../lib/date';
import i18n, { isAppLanguage } from '../lib/i18n';
import { notify } from '../lib/notify';
import type { FlushResult } from './outbox';

export function announceFlushWithToasts({ sent, rejected }: FlushResult): void {
  const language = isAppLanguage(i18n.language) ? i18n.language : 'fa';
  if (sent > 0) void notify('success', i18n.t('pwa.outbox.sentLater', { n: formatNumber(sent, language) }));
  if (rejected > 0) {
    void notify('error', i18n.t('pwa.outbox.rejectedLater', { n: formatNumber(rejected, language) }));
  }
}
