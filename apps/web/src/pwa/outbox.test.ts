import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../lib/api';
import { clearSession, saveTokenResponse } from '../lib/auth-store';
import {
  discardEntry,
  flushOutbox,
  getOutboxSnapshot,
  retryOutbox,
  sendOrQueue,
  setFlushAnnouncer,
  subscribeOutbox,
  type OutboxRequest,
} from './outbox';
import { listEntries } from './outbox-db';

function signIn(username: string): void {
  saveTokenResponse({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    userData: { id: 1, username, fullName: username, role_name: 'دبیر' },
    userAbilityRules: [],
  } as unknown as Parameters<typeof saveTokenResponse>[0]);
}

let counter = 0;
function sheet(label = 'حضور و غیاب ۱۰۱ — زنگ اول'): OutboxRequest {
  counter += 1;
  const clientId = `client-${counter}-${Math.random()}`;
  return {
    clientId,
    kind: 'attendance',
    method: 'POST',
    path: '/attendance/sheets',
    body: { clientId },
    label,
  };
}

const request = vi.spyOn(api, 'request');
const refresh = vi.spyOn(api, 'refresh');
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

async function mine() {
  return listEntries('teacher');
}

describe('outbox', () => {
  beforeEach(() => {
    request.mockReset();
    refresh.mockReset();
    // The server refuses to refresh unless a test says otherwise.
    refresh.mockRejectedValue(new ApiError('نشست شما پایان یافته است.', 401, 'SESSION_ENDED'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(true);
    signIn('teacher');
  });
  afterEach(async () => {
    for (const entry of await mine()) await discardEntry(entry.clientId);
    clearSession();
  });

  it('sends at once when the server answers', async () => {
    request.mockResolvedValueOnce({ success: true, data: { id: 7 } });
    const req = sheet();
    await expect(sendOrQueue(req)).resolves.toEqual({
      status: 'sent',
      data: { success: true, data: { id: 7 } },
    });
    expect(request).toHaveBeenCalledWith('POST', '/attendance/sheets', req.body);
    expect(await mine()).toEqual([]);
  });

  it('queues without trying while the browser is offline', async () => {
    setOnline(false);
    const req = sheet();
    await expect(sendOrQueue(req)).resolves.toEqual({ status: 'queued' });
    expect(request).not.toHaveBeenCalled();
    const [entry] = await mine();
    expect(entry).toMatchObject({ ...req, owner: 'teacher', state: 'waiting' });
  });

  it('queues on no answer and on a 5xx, and throws a 4xx without queueing', async () => {
    request.mockRejectedValueOnce(new ApiError('offline', 0));
    await expect(sendOrQueue(sheet())).resolves.toEqual({ status: 'queued' });
    request.mockRejectedValueOnce(new ApiError('boom', 503));
    await expect(sendOrQueue(sheet())).resolves.toEqual({ status: 'queued' });
    request.mockRejectedValueOnce(new ApiError('اجازه ندارید', 403));
    await expect(sendOrQueue(sheet())).rejects.toMatchObject({ status: 403 });
    expect(await mine()).toHaveLength(2);
  });

  it('replays in order: sent ones leave, a refused one stays with its reason, then the rest follow', async () => {
    setOnline(false);
    const first = sheet();
    const refused = sheet('زنگ دوم');
    const third = sheet();
    for (const req of [first, refused, third]) await sendOrQueue(req);
    setOnline(true);
    const announced = vi.fn();
    setFlushAnnouncer(announced);
    request.mockImplementation(async (_method, _path, body) => {
      if ((body as { clientId: string }).clientId === refused.clientId) {
        throw new ApiError('دانش‌آموز در این گروه نیست', 400);
      }
      return { success: true };
    });

    await flushOutbox();

    expect(request.mock.calls.map((call) => (call[2] as { clientId: string }).clientId)).toEqual([
      first.clientId,
      refused.clientId,
      third.clientId,
    ]);
    const left = await mine();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      clientId: refused.clientId,
      state: 'rejected',
      reason: 'دانش‌آموز در این گروه نیست',
    });
    expect(announced).toHaveBeenCalledWith({ sent: 2, rejected: 1 });

    // A refused write is not sent again by itself.
    request.mockClear();
    await flushOutbox();
    expect(request).not.toHaveBeenCalled();
  });

  it('stops at a network failure, a 5xx or a session the server ends, and keeps everything for later', async () => {
    setOnline(false);
    await sendOrQueue(sheet());
    await sendOrQueue(sheet());
    setOnline(true);
    for (const status of [502, 0, 401]) {
      request.mockReset();
      request.mockRejectedValue(new ApiError('not now', status));
      await flushOutbox();
      expect(request).toHaveBeenCalledTimes(1);
      expect((await mine()).map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
    }
  });

  it('refreshes a token that expired while offline, then sends the waiting write without a sign-in', async () => {
    setOnline(false);
    const waiting = sheet();
    await sendOrQueue(waiting);
    setOnline(true);
    refresh.mockResolvedValueOnce({
      success: true,
      message: 'ok',
      accessToken: 'fresh.token.x',
      refreshToken: 'r2',
      userData: { id: 1, username: 'teacher', fullName: 'teacher', role_name: 'دبیر' },
      userAbilityRules: [],
    } as never);
    request
      .mockRejectedValueOnce(new ApiError('نشست شما منقضی شده است.', 401, 'TOKEN_EXPIRED'))
      .mockResolvedValueOnce({ success: true });

    await flushOutbox();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]).toEqual(['POST', '/attendance/sheets', waiting.body]);
    expect(await mine()).toEqual([]);
  });

  it("keeps one user's writes away from another user's session", async () => {
    setOnline(false);
    await sendOrQueue(sheet());
    signIn('other-teacher');
    setOnline(true);
    await flushOutbox();
    expect(request).not.toHaveBeenCalled();
    signIn('teacher');
    request.mockResolvedValue({ success: true });
    await flushOutbox();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('retry sends refused writes again; discard removes them', async () => {
    setOnline(false);
    await sendOrQueue(sheet());
    setOnline(true);
    request.mockRejectedValueOnce(new ApiError('اجازه ندارید', 403));
    await flushOutbox();
    expect((await mine())[0]?.state).toBe('rejected');

    const stop = subscribeOutbox(() => undefined);
    await vi.waitFor(() => expect(getOutboxSnapshot().rejected).toBe(1));
    request.mockResolvedValueOnce({ success: true });
    await retryOutbox();
    expect(await mine()).toEqual([]);
    expect(getOutboxSnapshot()).toMatchObject({ waiting: 0, rejected: 0 });
    stop();

    setOnline(false);
    const kept = sheet();
    await sendOrQueue(kept);
    await discardEntry(kept.clientId);
    expect(await mine()).toEqual([]);
  });
});
