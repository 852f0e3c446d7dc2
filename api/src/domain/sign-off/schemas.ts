import { z } from 'zod';
import { signOffMessages } from '../../rules/service-report.ts';
import { optionalId, requiredText } from '../fields.ts';

// What the signing screen sends: who signed (or declined, and why), the signature (one of the job's photos), the
// digest of the report it showed, and where to email the signed report (none: the customer's address; []: nowhere).
// A phone that took the sign-off without signal sends it later with the time it was taken (`signedAt`).

/** How long a sign-off taken offline may wait to be sent, and how far a phone's clock may run ahead. */
export const SIGNED_AT_DAYS = 30;
const CLOCK_AHEAD_MS = 5 * 60_000;

export const signOffSchema = z
  .object({
    outcome: z.enum(['signed', 'declined'], { error: 'Outcome must be signed or declined' }),
    signerName: requiredText('Name', 200, signOffMessages.nameRequired),
    signaturePhotoId: optionalId('Signature'),
    declineReason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(2000, 'Reason must be at most 2000 characters')
      .nullable()
      .optional(),
    digest: z
      .string({ error: 'Digest is required: the report the customer was shown' })
      .regex(/^[0-9a-f]{64}$/, 'Digest must be the report’s digest (64 hexadecimal characters)'),
    signedAt: z.iso
      .datetime({ offset: true, error: 'Signed at must be a date and time (ISO 8601)' })
      .refine((at) => {
        const ms = Date.parse(at);
        return ms <= Date.now() + CLOCK_AHEAD_MS && ms >= Date.now() - SIGNED_AT_DAYS * 86_400_000;
      }, signOffMessages.signedAtOutOfRange)
      .optional(),
    emailTo: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v),
      z
        .array(z.string({ error: 'Email addresses must be text' }))
        .transform((list) => list.map((e) => e.trim()).filter(Boolean))
        .pipe(z.array(z.string()).max(10, 'At most 10 recipients'))
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'signed' && !v.signaturePhotoId)
      ctx.addIssue({ code: 'custom', path: ['signaturePhotoId'], message: signOffMessages.signatureRequired });
    if (v.outcome === 'declined' && !v.declineReason)
      ctx.addIssue({ code: 'custom', path: ['declineReason'], message: signOffMessages.reasonRequired });
  });

export type SignOffInput = z.output<typeof signOffSchema>;
