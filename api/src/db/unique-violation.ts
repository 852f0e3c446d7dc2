/**
 * Whether a database error is a unique constraint refusing a second row (Prisma's P2002): the one sign, on
 * PostgreSQL and the embedded database alike, that a concurrent request wrote the same thing first.
 */
export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null | undefined)?.code === 'P2002';
