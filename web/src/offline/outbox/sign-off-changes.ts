import type { ServiceReport } from '@rules/service-report';
import type { Change, SignOffChangeInput } from './changes';
import { pendingPhotoKeys, withPhotoIds } from './form-changes';

// The customer's sign-off taken on the device (docs/forms.md → Offline). The report the customer read is kept in the
// change as the device built it; as it is sent, the photos it names by their changes' keys (the customer's signature,
// a form's signatures) are named by their ids, and its digest taken: the server signs only when the job still gives
// that report, so what is kept is exactly what the customer read.

/** The SHA-256 of the report's JSON in hexadecimal, as the server takes it (the same builder, the same order). */
export async function reportDigest(report: ServiceReport): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(report)));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The keys of the photo changes a sign-off names: its signature's, and the report's signatures taken offline. */
export const signOffPhotoKeys = (change: SignOffChangeInput) =>
  pendingPhotoKeys({ signature: change.signaturePhotoId, report: change.report });

/** The sign-off with its photos named by their ids (`idOf` answers one, or undefined), and its digest. */
export async function signOffToSend(
  change: SignOffChangeInput,
  idOf: (key: string) => string | undefined,
): Promise<Pick<SignOffChangeInput, 'signaturePhotoId' | 'report' | 'digest'>> {
  const named = withPhotoIds({ signaturePhotoId: change.signaturePhotoId, report: change.report }, idOf) as Pick<
    SignOffChangeInput,
    'signaturePhotoId' | 'report'
  >;
  return { ...named, digest: await reportDigest(named.report) };
}

/** The job's newest sign-off taken on this device that was not refused, if any. */
export const signOffOnDevice = (changes: Change[], jobId: string) =>
  changes
    .filter((c): c is Change & SignOffChangeInput => c.kind === 'sign-off' && c.jobId === jobId && c.state !== 'needs-attention')
    .at(-1);
