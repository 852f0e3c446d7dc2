import type { Context } from '../../context.ts';
import { apiKeyAuditScope } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { recordAudit } from '../support/audit.ts';

/** How the audit log names a key as the one who acted. */
export const keyActorName = (name: string) => `API key '${name}'`;

/**
 * A write an API key made — a REST route other than GET or a GraphQL mutation that succeeded and changed a row of its
 * organisation (db/writes-seen.ts) — goes into the audit log, attributed to the key: its id as the actor and its name
 * in words, whichever transport carried it. Nothing for other callers.
 */
export async function recordKeyWrite(ctx: Context, action: string, data: Record<string, Prisma.InputJsonValue> = {}): Promise<void> {
  const key = ctx.user?.apiKey;
  if (!key) return;
  await recordAudit(apiKeyAuditScope(ctx), {
    actor: { type: 'api_key', id: key.id },
    action,
    orgId: ctx.user?.orgId,
    data: { by: keyActorName(key.name), ...data },
    ip: ctx.meta.ip,
  });
}
