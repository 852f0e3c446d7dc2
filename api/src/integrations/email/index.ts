import type { Config } from '../../config.ts';
import type { EmailProvider } from './email.ts';
import { localEmailProvider, mailboxDir } from './local.ts';
import { smtpEmailProvider } from './smtp.ts';

export type { EmailProvider } from './email.ts';

const providers = new WeakMap<Config, EmailProvider>();

/** Whether the operator asked for informational lines (LOG_LEVEL info, debug or trace). */
const tellsOperator = (config: Config) => ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);

/**
 * The email provider of a configuration: SMTP when SMTP_URL is set, else the local mailbox in DATA_DIR/mailbox
 * (each email written there in full; one line on the console says where).
 */
export function emailFor(config: Config): EmailProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.SMTP_URL
      ? smtpEmailProvider(config.SMTP_URL)
      : localEmailProvider(mailboxDir(config.DATA_DIR), tellsOperator(config) ? (line) => console.info(line) : undefined);
    providers.set(config, provider);
  }
  return provider;
}
