import { AppError } from '../../errors.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Emails are unique across Spanner: registering, changing your email or adding a member with a taken one. */
export const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
