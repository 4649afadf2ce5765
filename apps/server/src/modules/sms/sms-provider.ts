/** The one interface every SMS provider implements; the log provider is the default. */
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  readonly name: string;
  /** Delivers one message; resolves with the provider's id, rejects with a readable reason. */
  send(recipient: string, body: string): Promise<{ providerId: string }>;
}

/** Keeps messages in the outbox and the server log only: nothing leaves the machine. */
export function logProvider(log?: FastifyBaseLogger): SmsProvider {
  let counter = 0;
  return {
    name: 'log',
    async send(recipient, body) {
      counter += 1;
      log?.info({ recipient, body }, 'sms (log provider)');
      return { providerId: `log-${Date.now()}-${counter}` };
    },
  };
}
