import { hashToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { can } from '../policy.ts';
import { accountingSettingsPath, type ConnectOutcome } from './accounting-paths.ts';
import { type ConnectionTokens, sealTokens } from './connection-tokens.ts';
import { makeConnection } from './make-connection.ts';
import { saveDefaultMappings } from './mappings.ts';

// The books' redirect back after their consent page, for either provider (a browser GET: no CSRF header; the state
// is the proof the request belongs to the authorisation this admin started). The authorisation is claimed once, the
// provider exchanges the code for tokens and lists the organisations (Xero's) or company files (MYOB's) the login
// reaches: one is connected at once, several wait on the authorisation for the admin's choice. Whatever goes wrong,
// the browser lands on Settings → Accounting with what happened, never on an error page. xero-callback.ts and
// myob-callback.ts give the provider's part.

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** A provider's part of the callback. */
export interface ProviderCallback {
  provider: 'xero' | 'myob';
  /** Whether the operator set what the provider needs (else the outcome is failed). */
  configured: boolean;
  /**
   * The code's tokens and what the login reaches, from the claimed authorisation (its sealed PKCE verifier, for Xero);
   * 'expired' when the authorisation cannot be used. Throws when the provider refuses or cannot be reached.
   */
  exchange(code: string, state: string, authorisation: { verifierSealed: string }): Promise<Exchanged | 'expired'>;
}

export interface Exchanged {
  tokens: ConnectionTokens;
  reaches: { id: string; name: string }[];
}

/** Where to send the browser: Settings → Accounting with the outcome. */
export async function finishConnecting(ctx: Context, query: CallbackQuery, p: ProviderCallback): Promise<string> {
  const outcome = await outcomeOf(ctx, query, p);
  if (outcome === 'connected') await saveDefaultMappings(ctx);
  return accountingSettingsPath(outcome, p.provider);
}

async function outcomeOf(ctx: Context, query: CallbackQuery, p: ProviderCallback): Promise<ConnectOutcome> {
  const user = ctx.user;
  if (!user || !can(ctx, 'manageAccounting')) return 'not_allowed';
  if (!p.configured) return 'failed';
  if (!query.state) return 'expired';
  // Scoped to the admin's organisation: another organisation's state finds nothing.
  const found = await ctx.db.accountingAuthorisation.findFirst({
    where: { stateHash: hashToken(query.state), userId: user.userId, provider: p.provider },
    select: { id: true, verifierSealed: true },
  });
  if (!found) return 'expired';
  // Claimed once: a replayed callback (or a second tab) finds it taken.
  const claimed = await ctx.db.accountingAuthorisation.updateMany({
    where: { id: found.id, tokensSealed: null, expiresAt: { gt: new Date() } },
    data: { tokensSealed: '' },
  });
  if (claimed.count !== 1) return 'expired';
  const drop = () => ctx.db.accountingAuthorisation.deleteMany({ where: { id: found.id } });
  if (query.error || !query.code) {
    await drop();
    return query.error === 'access_denied' ? 'denied' : 'failed';
  }
  let exchanged: Exchanged | 'expired';
  try {
    exchanged = await p.exchange(query.code, query.state, found);
  } catch {
    await drop();
    return 'failed';
  }
  if (exchanged === 'expired' || exchanged.reaches.length <= 1) await drop();
  if (exchanged === 'expired') return 'expired';
  const { tokens, reaches } = exchanged;
  if (reaches.length === 0) return 'no_organisation';
  if (reaches.length === 1) return makeConnection(ctx, user, p.provider, { tenantId: reaches[0].id, tenantName: reaches[0].name }, tokens);
  await ctx.db.accountingAuthorisation.update({
    where: { id: found.id },
    data: { tokensSealed: sealTokens(ctx.config, tokens), tenants: reaches },
  });
  return 'choose';
}
