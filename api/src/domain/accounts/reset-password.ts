import { z } from 'zod';
import { hashPassword } from '../../auth/password.ts';
import { newPasswordSchema } from '../../auth/password-policy.ts';
import { takeAttempt } from '../../auth/rate-limit.ts';
import { sessionsRevoked } from '../../auth/sessions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { accountRecovery, asRequestScopes } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

export const RESET_MINUTES = 60;
export const resetMessages = {
  sent: 'If an account exists for that email, we have sent it a link to reset the password. The link works once, for 60 minutes.',
  invalidLink: 'This reset link is not valid or has expired. Ask for a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
  tooMany: 'Too many reset requests. Please wait a while and try again.',
} as const;

/** The page where the link holder chooses a new password (web/src/features/auth/ResetPasswordPage.tsx). */
export const resetPath = (token: string) => `/auth/reset-password/${token}`;

const forgotSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').email('Enter a valid email').max(254),
});
const resetSchema = z.object({
  token: z.string({ error: resetMessages.invalidLink }).trim().min(16, resetMessages.invalidLink).max(200, resetMessages.invalidLink),
  password: z.string({ error: 'Password is required' }).pipe(newPasswordSchema),
});

/**
 * 'Forgot password?' (POST /api/auth/forgot-password): emails a single-use link valid 60 minutes to the account
 * with this email, through the one email function (never counted, never listed in the organisation's Messages tab,
 * the link kept out of the stored copy). The answer is the same whether or not the account exists, and it comes
 * before anything is looked up or sent: the request only queues a job (the same insert for any address), and the
 * link is made and emailed by that job after the answer (passwordResetEmailJob), so how long that takes tells nothing
 * either — and the request survives a restart of the process before it is sent. Requests are limited per client address, and per client address and email
 * together — never per email alone, which would let anyone use up another person's resets.
 */
export async function requestPasswordReset(ctx: Context, input: unknown): Promise<{ success: true; message: string }> {
  const { email } = parseInput(forgotSchema, input);
  const hour = 60 * 60_000;
  const address = ctx.meta.ip ?? 'unknown';
  await takeAttempt(
    ctx.db,
    [
      { key: `password-reset:address:${address}`, max: 30, windowMs: hour },
      { key: `password-reset:address-email:${address}:${email}`, max: 3, windowMs: hour },
    ],
    resetMessages.tooMany,
  );
  await ctx.jobs.send(passwordResetEmailJob, { email });
  return { success: true, message: resetMessages.sent };
}

/**
 * A fresh reset link for the account with this email, if there is one, by email; the older unused link dies. The
 * link and its email are recorded in one transaction, with the email's delivery job (send-email.ts), so a link that
 * exists has its email on the way. A run that is repeated (the process stopped before the job was marked done)
 * makes a newer link, and the older dies.
 */
export const passwordResetEmailJob = defineJobKind({
  name: 'accounts.password-reset-email',
  payload: z.object({ email: z.string() }),
  async run({ email }, ctx) {
    const db = accountRecovery(asRequestScopes(ctx));
    const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, orgId: true, email: true } });
    if (!user) return;
    const token = newToken();
    const link = publicLink(ctx.config, resetPath(token));
    await db.$transaction(async (tx) => {
      await tx.passwordReset.deleteMany({ where: { userId: user.id, usedAt: null } });
      await tx.passwordReset.create({
        data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) },
      });
      await sendOrganisationEmail({ db: tx, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, user.orgId, {
        to: user.email,
        subject: 'Reset your Spanner password',
        text: [
          `Hi ${user.name},`,
          '',
          'Someone (we hope you) asked to reset the password of your Spanner account. Choose a new one here:',
          '',
          link,
          '',
          `The link works once and expires in ${RESET_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
        ].join('\n'),
        secrets: [link],
        accountMail: true,
      });
    });
  },
});

/**
 * The reset link (POST /api/auth/reset-password): a valid, unused, unexpired link sets the new password once, and
 * every session, token and live stream of that user ends.
 */
export async function resetPassword(ctx: Context, input: unknown): Promise<{ success: true; message: string }> {
  const { token, password } = parseInput(resetSchema, input);
  const db = accountRecovery(ctx);
  const passwordHash = await hashPassword(password);
  const userId = await db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, userId: true } });
    if (!reset) return null;
    const spent = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (!spent.count) return null;
    await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    const now = new Date();
    await tx.session.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.refreshToken.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: now } });
    return reset.userId;
  });
  if (!userId) throw new AppError('VALIDATION', resetMessages.invalidLink);
  sessionsRevoked(ctx, { userId });
  return { success: true, message: resetMessages.done };
}
