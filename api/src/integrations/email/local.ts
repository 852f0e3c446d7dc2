import type { EmailProvider } from './email.ts';

/** No email leaves the machine: the caller's outbox record (with its attachments kept in storage) is the email. */
export const localEmailProvider: EmailProvider = {
  name: 'local-outbox',
  remote: false,
  send: async () => ({ providerId: null }),
};
