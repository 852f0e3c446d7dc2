import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

// Whether this server can connect MYOB at all: its operator sets the MYOB app's key and secret and the key the tokens
// are sealed with. Without them Settings → Accounting names what to set, and nothing pretends to connect.

/** The settings an operator must add before a business can connect MYOB (empty when it can). */
export function missingMyobSettings(config: Pick<Config, 'MYOB_CLIENT_ID' | 'MYOB_CLIENT_SECRET' | 'ACCOUNTING_TOKEN_KEY'>): string[] {
  const missing: string[] = [];
  if (!config.MYOB_CLIENT_ID) missing.push('MYOB_CLIENT_ID');
  if (!config.MYOB_CLIENT_SECRET) missing.push('MYOB_CLIENT_SECRET');
  if (!config.ACCOUNTING_TOKEN_KEY) missing.push('ACCOUNTING_TOKEN_KEY');
  return missing;
}

export const myobUnavailableMessage = (missing: string[]) =>
  `MYOB is not set up on this server: its operator sets ${missing.join(', ')} (docs/accounting.md).`;

/** The token key, once every MYOB setting is there; else 503 naming the missing ones. */
export function requireMyobSettings(config: Config): string {
  const missing = missingMyobSettings(config);
  if (missing.length || !config.ACCOUNTING_TOKEN_KEY) throw new AppError('SERVICE_UNAVAILABLE', myobUnavailableMessage(missing));
  return config.ACCOUNTING_TOKEN_KEY;
}
