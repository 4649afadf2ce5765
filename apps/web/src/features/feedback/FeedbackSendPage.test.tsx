import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderEntityScreen } from '../../test/render-entity';
import FeedbackSendPage from './FeedbackSendPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the feedback form', () => {
  it('says what anonymous means beside its switch and sends the choice with the message', async () => {
    const server = fakeFetch(() => ({ status: 201, body: { success: true, data: { id: 5, version: 1 } } }));
    globalThis.fetch = server.fetch as typeof fetch;
    renderEntityScreen(<FeedbackSendPage />, { path: '/manager/feedback-box/detail' });
    expect(screen.getByText(/نام شما با پیام فرستاده می‌شود/)).toBeTruthy();
    // Nothing goes to the server while a required field is empty.
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findAllByText('این فیلد الزامی است.')).not.toHaveLength(0);
    expect(server.calls).toHaveLength(0);

    fireEvent.mouseDown(screen.getByTestId('field-category').querySelector('[role=combobox]')!);
    fireEvent.click(await screen.findByRole('option', { name: 'قدردانی' }));
    fireEvent.change(document.querySelector('input[name="subject"]')!, { target: { value: 'سپاس' } });
    fireEvent.change(document.querySelector('textarea[name="message"]')!, { target: { value: 'متن پیام' } });
    fireEvent.click(screen.getByTestId('feedback-anonymous').querySelector('input')!);
    expect(screen.getByText(/پیام ناشناس هیچ نشانی از شما ندارد/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      body: { category: 'appreciation', subject: 'سپاس', message: 'متن پیام', anonymous: true },
    });
    expect(server.calls[0]!.url).toMatch(/\/api\/feedback-box$/);
  });
});
