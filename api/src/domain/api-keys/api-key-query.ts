import type { Prisma } from '../../db/generated/client.ts';

/** What the key list shows of a key: never its hash. */
export const apiKeyRead = {
  select: {
    id: true,
    name: true,
    role: true,
    prefix: true,
    createdAt: true,
    expiresAt: true,
    lastUsedAt: true,
    revokedAt: true,
    actsAs: { select: { id: true, name: true } },
  },
} satisfies Prisma.ApiKeyDefaultArgs;

export type ApiKeyListed = Prisma.ApiKeyGetPayload<typeof apiKeyRead>;
