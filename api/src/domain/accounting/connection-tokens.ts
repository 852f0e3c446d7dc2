import { openSealed, seal } from '../../auth/sealed.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** An accounting connection's OAuth tokens as kept (sealed) on its row. */
export interface ConnectionTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
}

/** The key the tokens are sealed with, or a refusal that says what an operator sets. */
function tokenKey(config: Pick<Config, 'ACCOUNTING_TOKEN_KEY'>): string {
  if (!config.ACCOUNTING_TOKEN_KEY) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Accounting connections need ACCOUNTING_TOKEN_KEY set by the operator (docs/accounting.md).');
  }
  return config.ACCOUNTING_TOKEN_KEY;
}

export function sealTokens(config: Pick<Config, 'ACCOUNTING_TOKEN_KEY'>, tokens: ConnectionTokens): string {
  return seal(tokenKey(config), tokens);
}

/** The tokens, or null when they were sealed under another key (the key changed: the admin reconnects). */
export function openTokens(config: Pick<Config, 'ACCOUNTING_TOKEN_KEY'>, sealed: string): ConnectionTokens | null {
  return openSealed<ConnectionTokens>(tokenKey(config), sealed);
}
