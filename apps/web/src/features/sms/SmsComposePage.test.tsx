/**
 * The compose page counts as one types: characters and parts of the text at once (70 Persian
 * characters a part alone, 67 beyond), and the server's messages, parts and cost for the chosen
 * recipients a moment later, following each change of the text.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { smsParts } from '@school/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderEntityScreen, type FetchCall } from '../../test/render-entity';
import SmsComposePage from './SmsComposePage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const PRICE = 1_500;

/** The server's answers: compose-info, no templates, and a preview counted from what was asked. */
function server() {
  const fake = fakeFetch((call: FetchCall) => {
    if (call.url === '/api/sms/compose-info')
      return {
        body: {
          success: true,
          data: {
            provider: 'log',
            pricePerPart: PRICE,
            dailyCap: 5000,
            queuedToday: 12,
            groups: [],
            placeholders: ['school'],
          },
        },
      };
    if (call.url.startsWith('/api/sms-templates'))
      return { body: { success: true, data: { items: [], total: 0, page: 1, pageSize: 100 } } };
    if (call.url === '/api/sms/preview') {
      const { body, numbers } = call.body as { body: string; numbers: string };
      const recipients = numbers.split('\n').filter(Boolean).length;
      const parts = smsParts(body) * recipients;
      return {
        body: {
          success: true,
          data: {
            messages: recipients,
            parts,
            cost: parts * PRICE,
            pricePerPart: PRICE,
            duplicates: 0,
            invalid: [],
            invalidCount: 0,
            sample: [{ recipient: '09121111111', recipientName: null, body, parts: smsParts(body) }],
          },
        },
      };
    }
    return { status: 404, body: { success: false, message: 'یافت نشد.' } };
  });
  globalThis.fetch = fake.fetch as typeof fetch;
  return fake.calls;
}

const previews = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/sms/preview');

describe('SmsComposePage', () => {
  it(
    'shows characters and parts at once, and messages, parts and cost as the text changes',
    { timeout: 60_000 },
    async () => {
      const calls = server();
      renderEntityScreen(<SmsComposePage />);
      fireEvent.change(screen.getByTestId('sms-numbers'), { target: { value: '09121111111\n09122222222' } });
      fireEvent.change(screen.getByTestId('sms-body'), { target: { value: 'س'.repeat(70) } });
      // Before any answer: the text alone says 70 characters, one part.
      expect(screen.getByTestId('sms-counter').textContent).toContain('۷۰');
      expect(screen.getByTestId('sms-counter').textContent).toMatch(/۱ بخش/);

      await waitFor(() => expect(screen.getByTestId('sms-summary-messages').textContent).toContain('۲'), {
        timeout: 4000,
      });
      expect(screen.getByTestId('sms-summary-parts').textContent).toContain('۲');
      expect(screen.getByTestId('sms-summary-cost').textContent).toContain('۳٬۰۰۰');

      // One character more: two parts a message, the counter at once and the server's figures after.
      fireEvent.change(screen.getByTestId('sms-body'), { target: { value: 'س'.repeat(71) } });
      expect(screen.getByTestId('sms-counter').textContent).toContain('۷۱');
      expect(screen.getByTestId('sms-counter').textContent).toMatch(/۲ بخش/);
      await waitFor(() => expect(screen.getByTestId('sms-summary-parts').textContent).toContain('۴'), {
        timeout: 4000,
      });
      expect(screen.getByTestId('sms-summary-cost').textContent).toContain('۶٬۰۰۰');
      expect(previews(calls).at(-1)!.body).toMatchObject({ body: 'س'.repeat(71) });
      expect(screen.getByTestId('sms-summary-sample').textContent).toBe('س'.repeat(71));
    },
  );

  it('asks the server nothing until a recipient and a text are there', async () => {
    const calls = server();
    renderEntityScreen(<SmsComposePage />);
    fireEvent.change(screen.getByTestId('sms-body'), { target: { value: 'سلام' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(previews(calls)).toHaveLength(0);
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true);
  });
});
