import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../config.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '../rules/passwords.ts';

// NIST SP 800-63B for passwords people choose: at least 8 characters, no composition rules, and none of the
// commonly used ones. Applies to new passwords only (register, change, invite, operator set-up): a shorter password
// chosen under the old rule still signs in.

const common = new Set(
  fs
    .readFileSync(path.join(repoRoot, 'api/src/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

/** True for one of the 10,000 most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** A password someone chooses now. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, passwordMessages.tooShort)
  .max(PASSWORD_MAX, passwordMessages.tooLong)
  .refine((p) => !isCommonPassword(p), passwordMessages.tooCommon);
