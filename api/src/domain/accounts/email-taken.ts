import type { Context } from '../../context.ts';
import { uniqueAcrossOrganisations } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Emails are unique across Spanner: registering, changing your email or adding a member with a taken one. */
export const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });

/** For a write's `.catch`: a unique-email clash (two writes racing for one address) is the same 409, never a 500. */
export function rethrowEmailTaken(e: unknown): never {
  throw (e as { code?: string } | null)?.code === 'P2002' ? emailTaken() : e;
}

/** Refuse an email some account of any organisation already has (other than `ownerId`, who keeps theirs). */
export async function assertEmailFree(ctx: Context, email: string, ownerId?: string): Promise<void> {
  const taken = await uniqueAcrossOrganisations(ctx).user.findUnique({ where: { email }, select: { id: true } });
  if (taken && taken.id !== ownerId) throw emailTaken();
}
