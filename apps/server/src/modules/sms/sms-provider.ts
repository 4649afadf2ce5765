/** The one interface every SMS provider implements; the log provider is the default. */
import type { FastifyBaseLogger } from 'fastify';

/** What a provider said about a sent message when asked. */
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface DeliveryReport {
  state: DeliveryState;
  /** The provider's words, for a failure. */
  reason?: string;
}

export interface SmsProvider {
  readonly name: string;
  /**
   * Delivers one message; resolves with the provider's id (and its cost in Rials when it says),
   * rejects with a readable reason — an SmsProviderError when the provider answered with an error.
   */
  send(recipient: string, body: string): Promise<{ providerId: string; cost?: number }>;
  /** The delivery state of sent messages, by provider id; ids it does not know are left out. */
  status?(providerIds: string[]): Promise<Map<string, DeliveryReport>>;
}

/**
 * A refusal by the provider, with its code. `permanent` errors (an invalid number, a rejected text)
 * fail the message at once; others (a bad key, no credit, the provider down) are retried with backoff,
 * since they heal when someone fixes the settings or tops up the credit.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly code: number | string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/**
 * Keeps messages in the outbox and the server log only: nothing leaves the machine. Every message
 * counts as delivered when asked, since the log is where it was going.
 */
export function logProvider(log?: FastifyBaseLogger): SmsProvider {
  let counter = 0;
  return {
    name: 'log',
    async send(recipient, body) {
      counter += 1;
      log?.info({ recipient, body }, 'sms (log provider)');
      return { providerId: `log-${Date.now()}-${counter}` };
    },
    async status(providerIds) {
      return new Map(providerIds.map((id) => [id, { state: 'delivered' as const }]));
    },
  };
}
