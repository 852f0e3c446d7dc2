import type { Config } from '../../config.ts';
import { localSmsProvider } from './local.ts';
import type { SmsProvider } from './sms.ts';
import { twilioSmsProvider } from './twilio.ts';

export type { SmsProvider } from './sms.ts';

const providers = new WeakMap<Config, SmsProvider>();

/** The SMS provider of a configuration: Twilio when its account, token and sender are set, else the local outbox. */
export function smsFor(config: Config): SmsProvider {
  let provider = providers.get(config);
  if (!provider) {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = config;
    provider =
      accountSid && authToken && (config.TWILIO_FROM || config.TWILIO_MESSAGING_SERVICE_SID)
        ? twilioSmsProvider({
            accountSid,
            authToken,
            from: config.TWILIO_FROM,
            messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
            apiUrl: config.TWILIO_API_URL,
          })
        : localSmsProvider;
    providers.set(config, provider);
  }
  return provider;
}

/** Where Twilio posts a message's delivery status. */
export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';
