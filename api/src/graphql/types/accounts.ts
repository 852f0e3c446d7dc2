import { readForDelivery } from '../../auth/live-streams.ts';
import { AvatarVariant, PlanId, SubscriptionStatus, UserRole } from '../../db/generated/enums.ts';
import { changePassword } from '../../domain/accounts/change-password.ts';
import { findViewerRecord, getViewerRecord } from '../../domain/accounts/get-me.ts';
import { getOrganization } from '../../domain/accounts/get-organization.ts';
import { login } from '../../domain/accounts/login.ts';
import { logout } from '../../domain/accounts/logout.ts';
import { refreshTokens } from '../../domain/accounts/refresh.ts';
import { registerAccount } from '../../domain/accounts/register.ts';
import { subscribeOrganizationUpdates, updateOrganization } from '../../domain/accounts/update-organization.ts';
import { updateProfile } from '../../domain/accounts/update-profile.ts';
import { uploadAvatar } from '../../domain/accounts/upload-avatar.ts';
import { getMember } from '../../domain/members/get-member.ts';
import { withSessionCookie } from '../../http/session-cookies.ts';
import { formatAddress } from '../../rules/address.ts';
import { initialsOf } from '../../rules/people.ts';
import { builder } from '../builder.ts';
import { sent } from '../input.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

const UserRoleEnum = builder.enumType(UserRole, { name: 'UserRole' });
const AvatarVariantEnum = builder.enumType(AvatarVariant, { name: 'AvatarVariant' });
export const SubscriptionStatusEnum = builder.enumType(SubscriptionStatus, { name: 'SubscriptionStatus' });
export const PlanIdEnum = builder.enumType(PlanId, { name: 'PlanId' });
const AuthMode = builder.enumType('AuthMode', {
  values: {
    COOKIE: { value: 'cookie', description: 'Browser and Android: an HttpOnly session cookie' },
    TOKEN: { value: 'token', description: 'iOS: access and refresh tokens' },
  } as const,
});

export const UserRef = builder.prismaObject('User', {
  description: 'A member of an organisation',
  authScopes: { $any: { loggedIn: true, can: 'workTickets' } },
  // Only the fields a query asks for are read: a person's row is never read whole (no passwordHash in a read).
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: UserRoleEnum }),
    color: t.exposeString('color', { description: 'Hex colour for schedule dots; a default blue when unset' }),
    initials: t.string({ select: { name: true }, resolve: (u) => initialsOf(u.name) }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    avatarSeed: t.exposeString('avatarSeed', { nullable: true }),
    avatarVariant: t.expose('avatarVariant', { type: AvatarVariantEnum, nullable: true }),
    org: t.relation('org'),
    isOwner: t.boolean({
      description: 'True for the business owner of Spanner (only ever true on the signed-in user)',
      resolve: (u, _args, ctx) => ctx.user?.userId === u.id && ctx.user.isOwner,
    }),
  }),
});

builder.prismaObject('Subscription', {
  name: 'BillingSubscription',
  description: "The organisation's plan: trial, active, past_due or canceled",
  fields: (t) => ({
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    planId: t.expose('planId', { type: PlanIdEnum }),
    trialEnd: t.expose('trialEnd', { type: 'DateTime', nullable: true }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
  }),
});

builder.prismaObject('Organization', {
  description: 'A business using Spanner: its details appear on quotes and invoices',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street', { nullable: true }),
    suburb: t.exposeString('suburb', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    address: t.string({ select: { street: true, suburb: true, state: true, postcode: true }, resolve: (o) => formatAddress(o) }),
    abn: t.exposeString('abn', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true, authScopes: { can: 'seeBankDetails' } }),
    bsb: t.exposeString('bsb', { nullable: true, authScopes: { can: 'seeBankDetails' } }),
    accountNumber: t.exposeString('accountNumber', { nullable: true, authScopes: { can: 'seeBankDetails' } }),
    paymentInstructions: t.exposeString('paymentInstructions', {
      nullable: true,
      description: 'How to pay besides a bank transfer (PayID, card by phone …), printed on invoices',
      authScopes: { can: 'seeBankDetails' },
    }),
    invoiceTerms: t.exposeString('invoiceTerms', { nullable: true }),
    quoteTerms: t.exposeString('quoteTerms', { nullable: true }),
    timeZone: t.exposeString('timeZone'),
    subscription: t.relation('subscription', { nullable: true }),
    chosenPlan: t.expose('chosenPlan', {
      type: PlanIdEnum,
      nullable: true,
      description: 'The paid plan picked on the public pricing before registering: offered first when the trial ends',
    }),
  }),
});

interface AuthResult {
  userId: string;
  authMethod: 'cookie' | 'token';
  tokens: { accessToken: string; refreshToken: string; expiresIn: number } | null;
}

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description: 'A signed-in user. Token mode also answers the tokens (access, refresh, seconds to expiry).',
  fields: (t) => ({
    authMethod: t.field({ type: AuthMode, resolve: (r) => r.authMethod }),
    accessToken: t.string({ nullable: true, resolve: (r) => r.tokens?.accessToken }),
    refreshToken: t.string({ nullable: true, resolve: (r) => r.tokens?.refreshToken }),
    expiresIn: t.int({ nullable: true, resolve: (r) => r.tokens?.expiresIn }),
    user: t.prismaField({
      type: 'User',
      resolve: (query, r, _args, ctx) => getMember(ctx, r.userId, selection(query)),
    }),
  }),
});

const TokenPair = builder.objectRef<{ accessToken: string; refreshToken: string; expiresIn: number }>('TokenPair').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    expiresIn: t.exposeInt('expiresIn'),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    orgName: t.string({ required: true }),
    name: t.string(),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    plan: t.field({ type: PlanIdEnum, description: 'The paid plan picked on the public pricing, offered first when the trial ends' }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }), orgId: t.string() }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmPassword: t.string(),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    color: t.string(),
    avatarSeed: t.string(),
    avatarVariant: t.field({ type: AvatarVariantEnum }),
  }),
});

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  fields: (t) => ({
    name: t.string(),
    street: t.string(),
    suburb: t.string(),
    state: t.string(),
    postcode: t.string(),
    abn: t.string(),
    phone: t.string(),
    email: t.string(),
    accountName: t.string(),
    bsb: t.string(),
    accountNumber: t.string(),
    paymentInstructions: t.string(),
    invoiceTerms: t.string(),
    quoteTerms: t.string(),
    timeZone: t.string(),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out',
    resolve: (query, _root, _args, ctx) => findViewerRecord(ctx, selection(query)),
  }),
  me: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    description: 'The signed-in user (an error when signed out)',
    resolve: (query, _root, _args, ctx) => getViewerRecord(ctx, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthPayload,
    errors: appErrors,
    description: 'Create a business with its admin and a 14-day Pro trial, and sign in',
    args: { input: t.arg({ type: RegisterInput, required: true }), mode: t.arg({ type: AuthMode, defaultValue: 'cookie' }) },
    resolve: async (_root, { input, mode }, ctx) => {
      const r = withSessionCookie(ctx, await registerAccount(ctx, input, mode ?? 'cookie'));
      return { userId: r.userId, authMethod: mode ?? 'cookie', tokens: r.tokens };
    },
  }),
  login: t.field({
    type: AuthPayload,
    errors: appErrors,
    args: { input: t.arg({ type: LoginInput, required: true }), mode: t.arg({ type: AuthMode, defaultValue: 'cookie' }) },
    resolve: async (_root, { input, mode }, ctx) => {
      const r = withSessionCookie(ctx, await login(ctx, input, mode ?? 'cookie'));
      return { userId: r.userId, authMethod: mode ?? 'cookie', tokens: r.tokens };
    },
  }),
  logout: t.boolean({
    description: 'Sign out; true even when already signed out',
    resolve: async (_root, _args, ctx) => {
      withSessionCookie(ctx, await logout(ctx));
      return true;
    },
  }),
  refreshToken: t.field({
    type: TokenPair,
    errors: appErrors,
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refreshTokens(ctx, args),
  }),
  changePassword: t.prismaField({
    type: 'User',
    errors: appErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => changePassword(ctx, input, selection(query)),
  }),
  updateProfile: t.prismaField({
    type: 'User',
    errors: appErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => updateProfile(ctx, sent(input), selection(query)),
  }),
  updateOrganization: t.prismaField({
    type: 'Organization',
    errors: appErrors,
    authScopes: { can: 'manageOrganisation' },
    args: { input: t.arg({ type: UpdateOrganizationInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => updateOrganization(ctx, sent(input), selection(query)),
  }),
  uploadAvatar: t.prismaField({
    type: 'User',
    errors: appErrors,
    authScopes: { loggedIn: true },
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (query, _root, { file }, ctx) =>
      uploadAvatar(ctx, { bytes: Buffer.from(await file.arrayBuffer()), filename: file.name }, selection(query)),
  }),
}));

builder.subscriptionFields((t) => ({
  organizationUpdated: t.prismaField({
    type: 'Organization',
    authScopes: { loggedIn: true },
    description: "The caller's organisation, each time its details change",
    subscribe: (_root, _args, ctx) => subscribeOrganizationUpdates(ctx),
    // The event is the caller's own organisation's (the subscription filters by it): read it with the selection; with
    // the database away the subscriber is told to reconnect and read afresh.
    resolve: (query, _event, _args, ctx) => readForDelivery(ctx.connection, getOrganization(ctx, selection(query))),
  }),
}));
