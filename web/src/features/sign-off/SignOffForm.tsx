import { Banner, Button, Card, FormField, TextArea, TextField } from '@spanner/design-system';
import { useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf } from '../../lib/mutation-result';
import { canvasFile, signaturePadClass, usePhotoUpload, useSignaturePad } from '../forms';
import * as css from './sign-off.css';

const MUST_SIGN = 'The customer must sign in the box';

/** What the customer's sign-off says, as the signing screen sends it (the report's digest aside). */
export interface SignOffValues {
  outcome: 'signed' | 'declined';
  signerName: string;
  signaturePhotoId?: string;
  declineReason?: string;
  emailTo: string[];
}

/** The addresses typed in the email field: comma-separated, empties dropped. */
const addresses = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * The customer signs (name typed, signature drawn) or declines with a reason, and says where the signed report goes.
 * The signature reaches the job as its photo (through the photo upload in context: uploaded now online, kept in the
 * outbox offline); `sign` records the rest, and throws what the server refused (shown field by field).
 */
export function SignOffForm({
  jobId,
  photoIds,
  customerEmail,
  sign,
}: {
  jobId: string;
  /** The job's photos known before the signature is added. */
  photoIds: string[];
  customerEmail: string;
  sign: (values: SignOffValues) => Promise<void>;
}) {
  const upload = usePhotoUpload();
  const { ref, empty, clear } = useSignaturePad();
  const [name, setName] = useState('');
  const [emailTo, setEmailTo] = useState(customerEmail);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <Card title={declining ? 'The customer declines to sign' : 'Sign here'} headingLevel={2}>
      <form
        className={css.screen}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={declining ? 'Name of who declined' : "Customer's name"}
          value={name}
          onChange={edit(setName, 'signerName')}
          isRequired
          autoComplete="name"
          errorMessage={errors.signerName}
        />
        {declining ? (
          <TextArea
            label="Why they declined"
            value={reason}
            onChange={edit(setReason, 'declineReason')}
            isRequired
            errorMessage={errors.declineReason}
          />
        ) : (
          <FormField
            label="Signature"
            isRequired
            error={empty || errors.signaturePhotoId !== MUST_SIGN ? errors.signaturePhotoId : undefined}
            description="Sign with a finger or the mouse"
          >
            <canvas ref={ref} className={signaturePadClass} aria-label="Signature: sign here" role="img" />
            <div className={css.actions}>
              <Button size="sm" variant="secondary" onPress={clear} isDisabled={empty || busy}>
                Clear
              </Button>
            </div>
          </FormField>
        )}
        <TextField
          label="Email the signed report to"
          description="Separate addresses with commas; leave empty to keep the report on the job only"
          type="email"
          value={emailTo}
          onChange={edit(setEmailTo, 'emailTo')}
          errorMessage={errors.emailTo}
        />
        {problem && (
          <Banner tone="error" title="Not signed off">
            {problem}
          </Banner>
        )}
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={busy}>
            {declining ? 'Record refusal' : 'Sign off'}
          </Button>
          <Button variant="ghost" isDisabled={busy} onPress={toggleDeclining}>
            {declining ? 'Back to signing' : 'Customer declines to sign'}
          </Button>
        </div>
      </form>
    </Card>
  );

  /** A field's message goes once the field is changed. */
  function clearError(field: string) {
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  /** A field's setter that also takes its message away. */
  function edit(set: (v: string) => void, field: string) {
    return (v: string) => {
      set(v);
      clearError(field);
    };
  }

  function toggleDeclining() {
    setDeclining(!declining);
    setErrors({});
    setProblem(null);
  }

  async function submit() {
    const mine: Record<string, string> = {};
    if (!name.trim()) mine.signerName = 'Enter the name of the person signing';
    if (declining && !reason.trim()) mine.declineReason = 'Say why the customer declined to sign';
    if (!declining && empty) mine.signaturePhotoId = MUST_SIGN;
    setErrors(mine);
    setProblem(null);
    if (Object.keys(mine).length) return;
    setBusy(true);
    try {
      let signaturePhotoId: string | undefined;
      if (!declining && ref.current) {
        const { added } = await upload(jobId, [await canvasFile(ref.current, 'signature.png')], photoIds);
        signaturePhotoId = added[0]?.id;
      }
      await sign({
        outcome: declining ? 'declined' : 'signed',
        signerName: name.trim(),
        emailTo: addresses(emailTo),
        ...(declining ? { declineReason: reason.trim() } : { signaturePhotoId }),
      });
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setProblem(messageOf(err, 'Failed to sign off'));
    } finally {
      setBusy(false);
    }
  }
}
