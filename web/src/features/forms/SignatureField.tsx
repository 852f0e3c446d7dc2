import { Button, FormField, TextField, toast } from '@spanner/design-system';
import { useState } from 'react';
import { messageOf } from '../../lib/error-message';
import type { LeafField } from './definition';
import * as css from './forms.css';
import { canvasFile, type JobPhoto, usePhotoUpload } from './upload';
import { useSignaturePad } from './use-signature-pad';

interface Signature {
  photoId: string;
  signedBy: string;
}

/**
 * A signature: who signs (their name) and the signature drawn in the browser, kept as one of the job's photos
 * (docs/forms.md); once saved it shows with Sign again.
 */
export function SignatureField({
  field: f,
  value,
  onChange,
  error,
  jobId,
  photos,
  onPhotos,
}: {
  field: Extract<LeafField, { kind: 'signature' }>;
  value: Signature | null;
  onChange: (value: Signature | null) => void;
  error?: string;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}) {
  const [signedBy, setSignedBy] = useState(value?.signedBy ?? '');
  const upload = usePhotoUpload();
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const image = value && photos.find((p) => p.id === value.photoId);

  if (value)
    return (
      <FormField label={f.label} description={f.description} error={error} isRequired={!!f.required}>
        {image ? <img src={image.url} alt={`${f.label}, signed by ${value.signedBy}`} className={css.signature} /> : null}
        <p className={css.muted}>Signed by {value.signedBy}</p>
        <div>
          <Button size="sm" variant="secondary" onPress={() => onChange(null)}>
            Sign again
          </Button>
        </div>
      </FormField>
    );
  return (
    <SignaturePadField
      field={f}
      error={error}
      signedBy={signedBy}
      setSignedBy={setSignedBy}
      nameError={nameError}
      saving={saving}
      save={save}
    />
  );

  async function save(canvas: HTMLCanvasElement) {
    if (!signedBy.trim()) {
      setNameError('Enter the name of who signed');
      return;
    }
    setNameError(null);
    setSaving(true);
    try {
      const file = await canvasFile(canvas, `signature-${f.id}.png`);
      const { photos: all, added } = await upload(
        jobId,
        [file],
        photos.map((p) => p.id),
      );
      onPhotos(all);
      if (!added[0]) throw new Error('The signature was not kept');
      onChange({ photoId: added[0].id, signedBy: signedBy.trim() });
    } catch (err) {
      toast.error('Failed to save signature', messageOf(err, ''));
    } finally {
      setSaving(false);
    }
  }
}

function SignaturePadField({
  field: f,
  error,
  signedBy,
  setSignedBy,
  nameError,
  saving,
  save,
}: {
  field: Extract<LeafField, { kind: 'signature' }>;
  error?: string;
  signedBy: string;
  setSignedBy: (v: string) => void;
  nameError: string | null;
  saving: boolean;
  save: (canvas: HTMLCanvasElement) => void;
}) {
  const { ref, empty, clear } = useSignaturePad();
  return (
    <FormField label={f.label} description={f.description} error={error} isRequired={!!f.required}>
      <TextField label="Signed by" value={signedBy} onChange={setSignedBy} errorMessage={nameError ?? undefined} />
      <canvas ref={ref} className={css.pad} aria-label={`${f.label}: sign here`} role="img" />
      <div className={css.buttons}>
        <Button size="sm" variant="secondary" onPress={clear} isDisabled={empty || saving}>
          Clear
        </Button>
        <Button size="sm" variant="primary" onPress={() => ref.current && save(ref.current)} isDisabled={empty} isPending={saving}>
          Save signature
        </Button>
      </div>
    </FormField>
  );
}
