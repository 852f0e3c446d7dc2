import type { Context } from '../../context.ts';
import { uniqueAcrossOrganisations } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Emails are unique across Spanner: registering, changing your email or adding a member with a taken one. */
export const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });

/** Refuse an email some account of any organisation already has. */
export async function assertEmailFree(ctx: Context, email: string): Promise<void> {
  const taken = await uniqueAcrossOrganisations(ctx).user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw emailTaken();
}
