import type { SmsProvider } from './sms.ts';

/**
 * No SMS leaves the machine: the message is recorded in the outbox (OutgoingMessage) by the caller and shown in
 * Settings → Messages. There is no provider to call back, so no callback is ever genuine.
 */
export const localSmsProvider: SmsProvider = {
  name: 'local-outbox',
  send: async () => ({ providerId: null, status: 'sent' }),
  verifyCallback: () => false,
};
