/**
 * The SMS log asks the server for what its filters say — state, kind and the searched text, back to
 * the first page — and shows each message's state and the provider's reason of a failure.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderEntityScreen, type FetchCall } from '../../test/render-entity';
import type { SmsLogItem } from './sms-api';
import SmsLogPage from './SmsLogPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const message = (id: number, state: SmsLogItem['state'], reason: string | null = null): SmsLogItem => ({
  id,
  recipient: '09121234567',
  recipientName: 'ولی سارا احمدی',
  body: `پیام ${id}`,
  kind: 'compose',
  state,
  parts: 1,
  cost: 1200,
  attempts: 1,
  reason,
  provider: 'log',
  providerId: null,
  createdAt: '2026-11-26T08:00:00Z',
  sentAt: null,
  deliveredAt: null,
  sentBy: 'زهرا احمدی',
});

function server() {
  const fake = fakeFetch((call: FetchCall) => {
    const query = new URL(call.url, 'http://x').searchParams;
    const items =
      query.get('status') === 'failed'
        ? [message(2, 'failed', 'شماره گیرنده نامعتبر است')]
        : [message(1, 'delivered'), message(2, 'failed', 'شماره گیرنده نامعتبر است')];
    return { body: { success: true, data: { items, total: items.length, page: 1, pageSize: 25 } } };
  });
  globalThis.fetch = fake.fetch as typeof fetch;
  return fake.calls;
}

const lastQuery = (calls: FetchCall[]) =>
  new URL(calls.filter((c) => c.url.startsWith('/api/sms/messages')).at(-1)!.url, 'http://x').searchParams;

function choose(field: string, optionText: string) {
  fireEvent.mouseDown(within(screen.getByTestId(`field-${field}`)).getByRole('combobox'));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: optionText }));
}

describe('SmsLogPage', () => {
  it(
    'filters by state, kind and text, each from the first page, and shows a failure’s reason',
    { timeout: 60_000 },
    async () => {
      const calls = server();
      renderEntityScreen(<SmsLogPage />, { rules: [{ action: 'sms.list', subject: 'admin' }] });
      await waitFor(() => expect(screen.getAllByTestId('sms-row')).toHaveLength(2));
      expect(lastQuery(calls).toString()).toBe('page=1&pageSize=25');

      choose('status', 'ناموفق');
      await waitFor(() => expect(lastQuery(calls).get('status')).toBe('failed'));
      await waitFor(() => expect(screen.getAllByTestId('sms-row')).toHaveLength(1));
      expect(screen.getByTestId('sms-state').getAttribute('data-state')).toBe('failed');
      expect(screen.getByText('شماره گیرنده نامعتبر است')).toBeTruthy();

      choose('kind', 'غیبت');
      await waitFor(() => expect(lastQuery(calls).get('kind')).toBe('absence'));
      expect(lastQuery(calls).get('status')).toBe('failed');

      fireEvent.change(screen.getByTestId('sms-search'), { target: { value: ' ۰۹۱۲ ' } });
      await waitFor(() => expect(lastQuery(calls).get('q')).toBe('۰۹۱۲'));
      expect(lastQuery(calls).get('page')).toBe('1');
      // Without the right to send, no message offers re-sending.
      expect(screen.queryByTestId('sms-resend')).toBeNull();
    },
  );
});
