/**
 * The save step the score sheets share (exam scores, worksheet): send now or into the offline
 * outbox, settle the draft either way, then tell the user which of the two happened. A client id
 * goes with one content only: a save the server refused takes a new one, so the next save (usually
 * with other edits) is not taken for it — the server refuses an id it has seen with other content.
 */
import { useState } from 'react';
import type { SendResult } from '../pwa/outbox';
import { ApiError } from './api';
import { notify } from './notify';

export interface SheetSend<T> {
  request: () => Promise<SendResult<T>>;
  /** Sent or safely queued: drop the draft, take a new client id, make the cells the baseline. */
  settle: () => void;
  /** Refused by the server (nothing applied): take a new client id, also in the draft. */
  renew: () => void;
  /** After a sent save: fetch the sheet again. */
  refresh: () => Promise<unknown>;
  sentText: string;
  queuedText: string;
}

export function useSheetSave() {
  const [saving, setSaving] = useState(false);
  const send = async <T>({ request, settle, renew, refresh, sentText, queuedText }: SheetSend<T>) => {
    setSaving(true);
    try {
      const result = await request();
      settle();
      if (result.status === 'sent') {
        void notify('success', sentText);
        await refresh();
      } else {
        void notify('info', queuedText, { autoClose: 8000 });
      }
    } catch (error) {
      if (error instanceof ApiError) renew();
      void notify('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
