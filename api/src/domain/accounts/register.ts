import { hashPassword } from '../../auth/password.ts';
import { takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { parseInput } from '../../errors.ts';
import { trialEndFrom } from '../../rules/plans.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { recordTrackingEvent } from '../tracking/record-tracking-event.ts';
import { assertEmailFree, emailTaken } from './email-taken.ts';
import { registrationLimits, TOO_MANY_REGISTRATIONS } from './limits.ts';
import { registerSchema } from './schemas.ts';
import { type AuthMode, startSession } from './start-session.ts';

/**
 * A new business: its organisation (with the plan picked on the pricing, if any), its first admin and a 14-day Pro
 * trial; the new admin is signed in. A taken email is said so plainly (409): registrations are limited per client
 * address instead (docs/security.md). A registration is an advertising event.
 */
export async function registerAccount(ctx: Context, input: unknown, mode: AuthMode) {
  const { orgName, name, email, password, plan } = parseInput(registerSchema, input);
  await takeAttempt(ctx.db, registrationLimits(ctx), TOO_MANY_REGISTRATIONS);
  const db = bySecret(ctx);
  await assertEmailFree(ctx, email);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const user = await db.user
    .create({
      data: {
        name: name || email.split('@')[0],
        email,
        passwordHash,
        role: 'admin',
        org: {
          create: {
            name: orgName,
            chosenPlan: plan ?? null,
            subscription: {
              create: {
                status: 'trial',
                planId: 'pro',
                trialEnd: trialEndFrom(now),
                currentPeriodStart: now,
                currentPeriodEnd: trialEndFrom(now),
              },
            },
            // The history the owner's figures read (record-subscription-change.ts): a trial from now.
            subscriptionChanges: { create: { at: now, status: 'trial', planId: 'pro', mrrCents: 0, trialEnd: trialEndFrom(now) } },
          },
        },
      },
    })
    .catch((e: { code?: string }) => {
      if (e.code === 'P2002') throw emailTaken();
      throw e;
    });
  const session = await startSession(ctx, user.id, mode);
  await recordTrackingEvent(ctx, {
    eventType: SERVER_EVENTS.registration,
    orgId: user.orgId,
    userId: user.id,
    content: { contentType: 'account', contentName: 'Registration' },
  });
  return { userId: user.id, orgId: user.orgId, ...session };
}
