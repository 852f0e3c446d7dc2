import { hashApiKey, newApiKeySecret, SHOWN_PREFIX_LENGTH } from '../../auth/api-key-token.ts';
import { KEY_MEMBER_ROLES } from '../../auth/api-keys.ts';
import type { Context } from '../../context.ts';
import type { ApiKeyRole } from '../../db/generated/enums.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type ApiKeyListed, apiKeyRead } from './api-key-query.ts';
import { createApiKeySchema } from './schemas.ts';

export const apiKeyMessages = {
  memberRequired: 'Choose the member the key acts as',
  memberRole: { technician: 'The member must be a technician', manager: 'The member must be a manager or an admin' },
} as const;

/** The member a technician-like or manager-like key acts as: one of the organisation's, holding the key's role now. */
async function memberToActAs(ctx: Context, role: ApiKeyRole, memberId: string | null | undefined): Promise<string | null> {
  const roles = KEY_MEMBER_ROLES[role];
  if (!roles) return null;
  const field = (message: string) => new AppError('VALIDATION', message, { fieldErrors: { memberId: message } });
  if (!memberId) throw field(apiKeyMessages.memberRequired);
  // The tenant client keeps this to the admin's organisation: another's member is as missing as a made-up id.
  const member = await ctx.db.user.findFirst({ where: { id: memberId }, select: { id: true, role: true } });
  if (!member) throw field('Member not found');
  if (!roles.includes(member.role)) throw field(apiKeyMessages.memberRole[role as 'technician' | 'manager']);
  return member.id;
}

/**
 * An admin makes an API key for their organisation: the key as the list shows it, and its secret — answered this
 * once and never again (only its SHA-256 hash is kept).
 */
export async function createApiKey(ctx: Context, input: unknown): Promise<{ key: ApiKeyListed; secret: string }> {
  const admin = requireAbility(ctx, 'manageApiKeys');
  const { name, role, memberId, expiresAt } = parseInput(createApiKeySchema, input);
  const actsAsId = await memberToActAs(ctx, role, memberId);
  const secret = newApiKeySecret();
  const key = await ctx.db.apiKey.create({
    ...apiKeyRead,
    data: {
      orgId: admin.orgId,
      createdById: admin.userId,
      actsAsId,
      name,
      role,
      expiresAt: expiresAt ?? null,
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      tokenHash: hashApiKey(secret),
    },
  });
  return { key, secret };
}
