import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../pwa/outbox';
import { ApiError } from './api';
import { useSheetSave, type SheetSend } from './use-sheet-save';

vi.mock('./notify', () => ({ notify: vi.fn(() => Promise.resolve()) }));

function steps(request: () => Promise<SendResult<unknown>>): SheetSend<unknown> {
  return {
    request,
    settle: vi.fn(),
    renew: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    sentText: 'sent',
    queuedText: 'queued',
  };
}

async function run(request: () => Promise<SendResult<unknown>>) {
  const { result } = renderHook(() => useSheetSave());
  const s = steps(request);
  await act(() => result.current.send(s));
  return s;
}

describe('a sheet save and its client id', () => {
  it('settles (new client id) once sent or queued, without renewing', async () => {
    const sent = await run(() => Promise.resolve({ status: 'sent', data: {} }));
    expect(sent.settle).toHaveBeenCalledOnce();
    expect(sent.refresh).toHaveBeenCalledOnce();
    expect(sent.renew).not.toHaveBeenCalled();
    const queued = await run(() => Promise.resolve({ status: 'queued' }));
    expect(queued.settle).toHaveBeenCalledOnce();
    expect(queued.renew).not.toHaveBeenCalled();
  });

  it('takes a new client id when the server refuses, so edited content is not sent under it', async () => {
    for (const status of [400, 409]) {
      const refused = await run(() => Promise.reject(new ApiError('refused', status, 'CONFLICT')));
      expect(refused.renew).toHaveBeenCalledOnce();
      expect(refused.settle).not.toHaveBeenCalled();
    }
  });

  it('keeps the client id when no answer refused the save (it may have been applied)', async () => {
    const failed = await run(() => Promise.reject(new Error('storage full')));
    expect(failed.renew).not.toHaveBeenCalled();
    expect(failed.settle).not.toHaveBeenCalled();
  });
});
