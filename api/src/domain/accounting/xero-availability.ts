import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

// Whether this server can connect Xero at all: its operator sets the Xero app's credentials and the key the tokens
// are sealed with. Without them Settings → Accounting names what to set, and nothing pretends to connect.

/** The settings an operator must add before a business can connect Xero (empty when it can). */
export function missingXeroSettings(config: Pick<Config, 'XERO_CLIENT_ID' | 'XERO_CLIENT_SECRET' | 'ACCOUNTING_TOKEN_KEY'>): string[] {
  const missing: string[] = [];
  if (!config.XERO_CLIENT_ID) missing.push('XERO_CLIENT_ID');
  if (!config.XERO_CLIENT_SECRET) missing.push('XERO_CLIENT_SECRET');
  if (!config.ACCOUNTING_TOKEN_KEY) missing.push('ACCOUNTING_TOKEN_KEY');
  return missing;
}

export const xeroUnavailableMessage = (missing: string[]) =>
  `Xero is not set up on this server: its operator sets ${missing.join(', ')} (docs/accounting.md).`;

/** The token key, once every Xero setting is there; else 503 naming the missing ones. */
export function requireXeroSettings(config: Config): string {
  const missing = missingXeroSettings(config);
  if (missing.length || !config.ACCOUNTING_TOKEN_KEY) throw new AppError('SERVICE_UNAVAILABLE', xeroUnavailableMessage(missing));
  return config.ACCOUNTING_TOKEN_KEY;
}
