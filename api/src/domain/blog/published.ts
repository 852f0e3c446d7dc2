import type { Prisma } from '../../db/generated/client.ts';

/** Public posts only: drafts (no publication time) and posts dated in the future are never shown. */
export const publishedWhere = (now: Date): Prisma.BlogPostWhereInput => ({ publishedAt: { not: null, lte: now } });
