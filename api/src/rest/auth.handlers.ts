import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { changePassword } from '../domain/accounts/change-password.ts';
import { getMe, getMyUser } from '../domain/accounts/get-me.ts';
import { login } from '../domain/accounts/login.ts';
import { logout } from '../domain/accounts/logout.ts';
import { refreshTokens } from '../domain/accounts/refresh.ts';
import { registerAccount } from '../domain/accounts/register.ts';
import type { AuthMode } from '../domain/accounts/start-session.ts';
import { updateOrganization } from '../domain/accounts/update-organization.ts';
import { updateProfile } from '../domain/accounts/update-profile.ts';
import { uploadAvatar } from '../domain/accounts/upload-avatar.ts';
import { supportLogin, supportLogout, supportMe } from '../domain/support/support-auth.ts';
import { withSessionCookie } from '../http/session-cookies.ts';
import { isPaidPlan } from '../rules/plans.ts';
import { toOrgJson, toSubscriptionJson, toSupportUserJson, toUserJson } from '../views/account.views.ts';
import { authContract, meContract, supportAuthContract } from './auth.contract.ts';
import { authMode, platform } from './auth-mode.ts';
import { implement } from './contract.ts';

async function signedInAnswer(
  ctx: Context,
  req: FastifyRequest,
  mode: AuthMode,
  r: { userId: string; orgId: string; tokens: Awaited<ReturnType<typeof login>>['tokens'] },
) {
  // Signed in on this request a moment ago (startSession acts as them): their record, organisation and subscription.
  const user = await getMe(ctx);
  return {
    authMethod: mode,
    ...(r.tokens ?? {}),
    user: toUserJson(user),
    orgId: r.orgId,
    /** The business owner of Spanner: the web opens the owner portal after sign-in. */
    isOwner: user.isPlatformOwner,
    platform: platform(req, mode),
    org: toOrgJson(user.org, ctx.user),
  };
}

export const authRoutes = [
  ...implement(authContract, {
    async register({ ctx, body, req }) {
      const mode = authMode(req);
      return signedInAnswer(ctx, req, mode, withSessionCookie(ctx, await registerAccount(ctx, body, mode)));
    },
    async login({ ctx, body, req }) {
      const mode = authMode(req);
      const { org: _org, ...answer } = await signedInAnswer(ctx, req, mode, withSessionCookie(ctx, await login(ctx, body, mode)));
      return answer;
    },
    async me({ ctx }) {
      return { user: toUserJson(await getMyUser(ctx)) };
    },
    async logout({ ctx }) {
      withSessionCookie(ctx, await logout(ctx));
      return { success: true };
    },
    async password({ ctx, body }) {
      await changePassword(ctx, body);
      return { success: true, message: 'Password updated' };
    },
    async refresh({ ctx, body }) {
      return refreshTokens(ctx, body);
    },
  }),
  ...implement(meContract, {
    async get({ ctx }) {
      const user = await getMe(ctx);
      return { user: toUserJson(user), org: toOrgJson(user.org, ctx.user) };
    },
    async profile({ ctx, body }) {
      return { user: toUserJson(await updateProfile(ctx, body)) };
    },
    async org({ ctx, body }) {
      return { org: toOrgJson(await updateOrganization(ctx, body), ctx.user) };
    },
    async changePassword({ ctx, body }) {
      await changePassword(ctx, body);
      return { success: true, message: 'Password updated' };
    },
    async avatar({ ctx, file }) {
      const user = await uploadAvatar(ctx, file);
      return { avatar_url: user.avatarUrl ?? '', user: toUserJson(user) };
    },
    async subscription({ ctx }) {
      const user = await getMe(ctx);
      const chosen = user.org.chosenPlan;
      return {
        subscription: user.org.subscription ? toSubscriptionJson(user.org.subscription) : null,
        chosenPlanId: chosen && isPaidPlan(chosen) ? chosen : null,
      };
    },
  }),
  ...implement(supportAuthContract, {
    async login({ ctx, body }) {
      return { user: toSupportUserJson(withSessionCookie(ctx, await supportLogin(ctx, body)).staff) };
    },
    async me({ ctx }) {
      return { user: toSupportUserJson(await supportMe(ctx)) };
    },
    async logout({ ctx }) {
      withSessionCookie(ctx, await supportLogout(ctx));
      return { success: true };
    },
  }),
];
