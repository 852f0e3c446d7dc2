import { z } from 'zod';
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  updateOrganizationSchema,
  updateProfileSchema,
} from '../domain/accounts/schemas.ts';
import { camelKeys, orgJson, subscriptionJson, successJson, supportUserJson, userJson } from '../views/account.views.ts';
import { route } from './contract.ts';

const tokenFields = {
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  /** seconds */
  expiresIn: z.number().int().optional(),
};

const signedIn = z.object({
  authMethod: z.enum(['cookie', 'token']),
  ...tokenFields,
  user: userJson,
  orgId: z.string(),
  isOwner: z.boolean().optional(),
  platform: z.enum(['web', 'android', 'ios']),
});

export const authContract = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    summary:
      'Create a business, its admin and a 14-day Pro trial, and sign the admin in; optional plan (solo, pro, enterprise) picked on the pricing',
    access: 'public',
    body: registerSchema,
    response: signedIn.extend({ org: orgJson }),
    status: 201,
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in. With the header auth-mode: token (iOS) answers tokens; otherwise sets the session cookie',
    access: 'public',
    body: loginSchema,
    response: signedIn,
  }),
  me: route({ method: 'GET', path: '/api/auth/me', summary: 'The signed-in user', access: 'user', response: z.object({ user: userJson }) }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out (token mode: the whole token family)',
    access: 'public',
    response: successJson,
  }),
  password: route({
    method: 'PUT',
    path: '/api/auth/password',
    summary: 'Change password ({currentPassword, newPassword}); other sessions end',
    access: 'user',
    body: changePasswordSchema,
    response: successJson,
  }),
  refresh: route({
    method: 'POST',
    path: '/api/auth/refresh',
    summary: 'Rotate a refresh token (token mode); reusing a spent one revokes its family',
    access: 'public',
    body: z.object({ refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required') }),
    response: z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number().int() }),
  }),
} as const;

export const meContract = {
  get: route({
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user and their organisation (address, ABN, bank details, terms, subscription)',
    access: 'user',
    response: z.object({ user: userJson, org: orgJson }),
  }),
  profile: route({
    method: 'PUT',
    path: '/api/me/profile',
    summary: 'Update name, email, colour and avatar style',
    access: 'user',
    body: z.preprocess(camelKeys, updateProfileSchema),
    response: z.object({ user: userJson }),
  }),
  org: route({
    method: 'PUT',
    path: '/api/me/org',
    summary: 'Update the organisation (admin and manager)',
    access: { can: 'manageOrganisation' },
    body: z.preprocess(camelKeys, updateOrganizationSchema),
    response: z.object({ org: orgJson }),
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/me/change-password',
    summary: 'Change password ({currentPassword, newPassword, confirmPassword})',
    access: 'user',
    body: changePasswordSchema,
    response: successJson,
  }),
  avatar: route({
    method: 'POST',
    path: '/api/me/avatar',
    summary: 'Upload an avatar image (multipart, field file)',
    access: 'user',
    file: { field: 'file' },
    response: z.object({ avatar_url: z.string(), user: userJson }),
  }),
  subscription: route({
    method: 'GET',
    path: '/api/subscriptions/status',
    summary: "The organisation's subscription, and the plan picked on the public pricing before registering (null if none)",
    access: 'user',
    response: z.object({ subscription: subscriptionJson.nullable(), chosenPlanId: z.enum(['solo', 'pro', 'enterprise']).nullable() }),
  }),
} as const;

export const supportAuthContract = {
  login: route({
    method: 'POST',
    path: '/support/api/auth/login',
    summary: 'Support-staff sign in (own session cookie)',
    access: 'public',
    body: z.object({ email: z.string({ error: 'Email is required' }), password: z.string({ error: 'Password is required' }) }),
    response: z.object({ user: supportUserJson }),
  }),
  me: route({
    method: 'GET',
    path: '/support/api/auth/me',
    summary: 'The signed-in support-staff member',
    access: { can: 'workTickets' },
    response: z.object({ user: supportUserJson }),
  }),
  logout: route({
    method: 'POST',
    path: '/support/api/auth/logout',
    summary: 'Support-staff sign out',
    access: 'public',
    response: successJson,
  }),
} as const;
