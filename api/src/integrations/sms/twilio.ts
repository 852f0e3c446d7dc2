import http from 'node:http';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { SmsProvider } from './sms.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** Send the SDK's requests here instead of https://api.twilio.com (a local fake in tests). */
  apiUrl?: string;
}

/**
 * The SDK's request client, with every request's host swapped for `apiUrl` (`region`/`edge` cannot name localhost).
 * The SDK gives only its HTTPS agent its socket time-out (30 s); a plain-HTTP `apiUrl` would otherwise go through
 * Node's global agent, whose idle sockets time out after 5 s — and axios reports that as its own 30 s time-out, so a
 * busy process failed sends that were merely slow. The HTTP agent gets the same settings as the HTTPS one.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
    this.axios.defaults.httpAgent = new http.Agent({
      keepAlive: this.keepAlive,
      timeout: this.defaultTimeout,
      maxSockets: 20,
      maxTotalSockets: 100,
    });
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

/** Twilio through its official SDK: Programmable Messaging, with status callbacks signed by the auth token. */
export function twilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiUrl ? new RedirectedRequestClient(new URL(settings.apiUrl)) : undefined,
  });
  return {
    name: 'twilio',
    async send({ to, body, statusCallback }) {
      const message = await client.messages.create({
        to,
        body,
        ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from }),
        ...(statusCallback ? { statusCallback } : {}),
      });
      return { providerId: message.sid, status: 'queued' };
    },
    verifyCallback(url, params, signature) {
      return !!signature && twilio.validateRequest(settings.authToken, signature, url, params);
    },
  };
}
