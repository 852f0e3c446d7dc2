import type { Config } from '../../config.ts';
import type { EmailProvider } from './email.ts';
import { localEmailProvider } from './local.ts';
import { smtpEmailProvider } from './smtp.ts';

export type { EmailProvider } from './email.ts';

const providers = new WeakMap<Config, EmailProvider>();

/** The email provider of a configuration: SMTP when SMTP_URL is set, else the local outbox. */
export function emailFor(config: Config): EmailProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.SMTP_URL ? smtpEmailProvider(config.SMTP_URL) : localEmailProvider;
    providers.set(config, provider);
  }
  return provider;
}
