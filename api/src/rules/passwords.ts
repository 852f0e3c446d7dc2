// Password rules (spec part 1 §5), shared by the API's validation and the web forms.

/** NIST SP 800-63B: at least 8 characters for a new password (older, shorter ones still sign in). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** The hint under every new-password field (registration, invites): the real minimum. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters`;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: 'Password is too long',
  /** The API also refuses the 10,000 most common passwords (api/src/auth/password-policy.ts). */
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  mismatch: "New passwords don't match",
} as const;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The Update button stays disabled until all three fields are filled. */
export function canSubmitPasswordChange(v: PasswordChange): boolean {
  return v.currentPassword.length > 0 && v.newPassword.length > 0 && v.confirmPassword.length > 0;
}

/** The first rule the change breaks, as the message to show, or null when it may be sent. */
export function passwordChangeProblem(v: PasswordChange): string | null {
  if (v.newPassword !== v.confirmPassword) return passwordMessages.mismatch;
  if (v.newPassword.length < PASSWORD_MIN) return passwordMessages.tooShort;
  return null;
}
