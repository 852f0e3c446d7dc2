/** One SMS to hand to a provider. */
export interface SmsToSend {
  /** E.164 (+61…). */
  to: string;
  body: string;
  /** Where the provider posts delivery status (sent, delivered, failed, undelivered); absent in local mode. */
  statusCallback?: string;
}

/** What the provider said when it took the message. */
export interface SmsAccepted {
  /** The provider's message id (Twilio's SM…); the status callbacks name it. */
  providerId: string | null;
  /** `sent` once handed over for good (local outbox); `queued` while the provider still reports on it. */
  status: 'queued' | 'sent';
}

/** SMS behind one interface: Twilio when configured, the local outbox otherwise. */
export interface SmsProvider {
  name: 'twilio' | 'local-outbox';
  /** Sends, or throws (the caller records the failure and gives the credits back). */
  send(sms: SmsToSend): Promise<SmsAccepted>;
  /** Whether a status callback's X-Twilio-Signature is genuine for this exact URL and these parameters. */
  verifyCallback(url: string, params: Record<string, string>, signature: string | undefined): boolean;
}
