import { z } from 'zod';
import { route } from './contract.ts';

// Forgot password: a single-use, expiring reset link by email; the same answer whether or not the
// email has an account.

const answer = z.object({ success: z.literal(true), message: z.string() });

export const passwordResetContract = {
  forgot: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Email a reset link {email}: the same answer whether or not an account has it; limited per address and per email (429)',
    access: 'public',
    body: z.object({ email: z.unknown() }),
    response: answer,
  }),
  reset: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Choose a new password through the link {token, password}: once, within 60 minutes; every session of the user ends',
    access: 'public',
    body: z.object({ token: z.unknown(), password: z.unknown() }),
    response: answer,
  }),
} as const;
