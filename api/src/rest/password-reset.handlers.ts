import { requestPasswordReset, resetPassword } from '../domain/accounts/reset-password.ts';
import { implement } from './contract.ts';
import { passwordResetContract } from './password-reset.contract.ts';

export const passwordResetRoutes = implement(passwordResetContract, {
  forgot: ({ ctx, body }) => requestPasswordReset(ctx, body),
  reset: ({ ctx, body }) => resetPassword(ctx, body),
});
