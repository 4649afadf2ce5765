/** SMS text helpers: the shared rules (packages/shared/src/sms.ts), named as the server's callers use them. */
export { fillSmsTemplate as fillTemplate, smsParts } from '@school/shared';
