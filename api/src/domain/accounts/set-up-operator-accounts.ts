import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../../auth/password.ts';
import { newPasswordSchema } from '../../auth/password-policy.ts';
import type { Db } from '../../db/client.ts';
import { operatorConsole } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { createInviteLink } from '../members/send-invite.ts';

// The one-time step an operator runs at the server's console (`npm run setup:owner`, `npm run setup:support-admin`):
// nobody becomes the platform owner or a support admin through the web, whatever email they register.

/** The database the console opened (the unscoped client: the console is not a request of any organisation). */
type Console = { db: Db };

const setUpSchema = z.object({
  email: z.string({ error: 'Email is required (--email)' }).trim().toLowerCase().pipe(z.email('Enter a valid email')),
  name: z.string().trim().min(1).max(200).optional(),
  /** Chosen at the console (stdin); without one the owner gets a one-time link to choose it. */
  password: newPasswordSchema.optional(),
});

export async function platformOwnerExists(db: Db): Promise<boolean> {
  return (await operatorConsole({ db }).user.count({ where: { isPlatformOwner: true } })) > 0;
}

/**
 * Make an account the platform owner: an existing one by its email, or a new admin in its own "Spanner"
 * organisation. Refused when another account already is the owner. Without a password, answers a one-time
 * set-password link (the member invite page, valid 7 days); run again to get a fresh link.
 */
export async function setUpOwner(ctx: Console, input: unknown): Promise<{ email: string; created: boolean; link: string | null }> {
  const { email, name, password } = parseInput(setUpSchema, input);
  const db = operatorConsole(ctx);
  const other = await db.user.findFirst({ where: { isPlatformOwner: true, email: { not: email } }, select: { email: true } });
  if (other) throw new AppError('CONFLICT', `The platform owner is already set up (${other.email}).`);
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email } });
    const now = new Date();
    const owner = existing
      ? await tx.user.update({ where: { id: existing.id }, data: { isPlatformOwner: true, ...(passwordHash ? { passwordHash } : {}) } })
      : await tx.user.create({
          data: {
            email,
            name: name ?? 'Business Owner',
            role: 'admin',
            isPlatformOwner: true,
            passwordHash: passwordHash ?? null,
            org: {
              create: {
                name: 'Spanner',
                email,
                subscription: {
                  create: {
                    status: 'active',
                    planId: 'enterprise',
                    currentPeriodStart: now,
                    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
                    // Spanner's own account pays nothing: never revenue in the owner's figures.
                    monthlyAmountCents: 0,
                  },
                },
                subscriptionChanges: { create: { at: now, status: 'active', planId: 'enterprise', mrrCents: 0 } },
              },
            },
          },
        });
    const link =
      passwordHash || (existing?.passwordHash && !password) ? null : await createInviteLink(tx, { orgId: owner.orgId, userId: owner.id });
    return { email, created: !existing, link };
  });
}

/**
 * The first support admin (who then invites the rest of the support team). Refused once a support admin exists.
 * Without a password, a random one is generated and answered once.
 */
export async function setUpSupportAdmin(ctx: Console, input: unknown): Promise<{ email: string; generatedPassword: string | null }> {
  const { email, name, password } = parseInput(setUpSchema, input);
  const db = operatorConsole(ctx);
  const admin = await db.supportStaff.findFirst({ where: { role: 'support_admin' }, select: { email: true } });
  if (admin) throw new AppError('CONFLICT', `A support admin is already set up (${admin.email}).`);
  if (await db.supportStaff.findUnique({ where: { email }, select: { id: true } })) {
    throw new AppError('CONFLICT', 'A support-staff account with this email already exists');
  }
  const generatedPassword = password ? null : randomBytes(18).toString('base64url');
  await db.supportStaff.create({
    data: { email, name: name ?? 'Support Admin', role: 'support_admin', passwordHash: await hashPassword(password ?? generatedPassword!) },
  });
  return { email, generatedPassword };
}
