import { parseDate } from '@internationalized/date';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  FileTrigger,
  FormField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { memo, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { isEmptyAnswer, type LeafField, PASS_FAIL_LABELS } from './definition';
import * as css from './forms.css';
import { SignatureField } from './SignatureField';
import { type JobPhoto, usePhotoUpload } from './upload';

export interface FieldInputProps {
  field: LeafField;
  value: unknown;
  /** A new answer; `now` saves at once (a pick), otherwise once typing pauses. */
  onChange: (value: unknown, now?: boolean) => void;
  error?: string;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}

const fmt = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 6 });

/** What a number field takes, in words: its unit and range. */
function numberHint(f: Extract<LeafField, { kind: 'number' }>): string {
  const u = f.unit ? ` ${f.unit}` : '';
  if (f.min !== undefined && f.max !== undefined) return `${fmt(f.min)} to ${fmt(f.max)}${u}`;
  if (f.min !== undefined) return `At least ${fmt(f.min)}${u}`;
  if (f.max !== undefined) return `At most ${fmt(f.max)}${u}`;
  return f.unit ? `In ${f.unit}` : '';
}

const described = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ') || undefined;

/**
 * One field of a form to fill, by its kind (docs/forms.md → The definition). Drawn again only when what it is given
 * changes (its answer, its error), not as another field is typed in.
 */
export const FieldInput = memo(function FieldInput({ field: f, value, onChange, error, jobId, photos, onPhotos }: FieldInputProps) {
  const required = !!f.required;
  switch (f.kind) {
    case 'text': {
      const common = {
        label: f.label,
        description: f.description,
        isRequired: required,
        value: typeof value === 'string' ? value : '',
        onChange: (v: string) => onChange(v),
        errorMessage: error,
        validationBehavior: 'aria' as const,
      };
      return f.multiline ? <TextArea {...common} rows={3} /> : <TextField {...common} />;
    }
    case 'number':
      return (
        <TextField
          label={f.unit ? `${f.label} (${f.unit})` : f.label}
          description={described(f.description, numberHint(f))}
          inputMode="decimal"
          isRequired={required}
          validationBehavior="aria"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(v) => onChange(v)}
          errorMessage={error}
        />
      );
    case 'pass_fail_na':
      return (
        <RadioGroup
          label={f.label}
          description={f.description}
          orientation="horizontal"
          isRequired={required}
          validationBehavior="aria"
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v, true)}
          errorMessage={error}
        >
          {Object.entries(PASS_FAIL_LABELS).map(([v, label]) => (
            <Radio key={v} value={v}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'checkbox':
      return (
        <div>
          <Checkbox isSelected={value === true} onChange={(v) => onChange(v, true)} isInvalid={!!error} isRequired={required}>
            {f.label}
          </Checkbox>
          {f.description && <p className={css.muted}>{f.description}</p>}
          {error && (
            <p role="alert" className={css.fieldError}>
              {error}
            </p>
          )}
        </div>
      );
    case 'choice':
      if (f.multiple)
        return (
          <CheckboxGroup
            label={f.label}
            description={f.description}
            isRequired={required}
            validationBehavior="aria"
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={(v) => onChange(v, true)}
            errorMessage={error}
          >
            {f.options.map((o) => (
              <Checkbox key={o} value={o}>
                {o}
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      return f.options.length > 6 ? (
        <Select
          label={f.label}
          description={f.description}
          isRequired={required}
          items={f.options.map((o) => ({ id: o, label: o }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v ?? null, true)}
          errorMessage={error}
        />
      ) : (
        <RadioGroup
          label={f.label}
          description={f.description}
          isRequired={required}
          validationBehavior="aria"
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v, true)}
          errorMessage={error}
        >
          {f.options.map((o) => (
            <Radio key={o} value={o}>
              {o}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'date':
      return (
        <DatePicker
          label={f.label}
          description={f.description}
          isRequired={required}
          validationBehavior="aria"
          value={typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : null}
          onChange={(d) => onChange(d ? d.toString() : null, true)}
          errorMessage={error}
        />
      );
    case 'photo':
      return (
        <PhotoField
          field={f}
          ids={Array.isArray(value) ? (value as string[]) : []}
          onChange={(ids) => onChange(ids, true)}
          error={error}
          jobId={jobId}
          photos={photos}
          onPhotos={onPhotos}
        />
      );
    case 'signature':
      return (
        <SignatureField
          field={f}
          value={isEmptyAnswer(value) ? null : (value as { photoId: string; signedBy: string })}
          onChange={(v) => onChange(v, true)}
          error={error}
          jobId={jobId}
          photos={photos}
          onPhotos={onPhotos}
        />
      );
  }
});

/** A photo field: the photos picked, each removable, and Add photo (uploaded to the job, then named here). */
function PhotoField({
  field: f,
  ids,
  onChange,
  error,
  jobId,
  photos,
  onPhotos,
}: {
  field: Extract<LeafField, { kind: 'photo' }>;
  ids: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}) {
  const upload = usePhotoUpload();
  const [uploading, setUploading] = useState(false);
  const max = f.maxPhotos ?? 20;
  async function add(files: File[]) {
    setUploading(true);
    try {
      const { photos: all, added } = await upload(
        jobId,
        files.slice(0, max - ids.length),
        photos.map((p) => p.id),
      );
      onPhotos(all);
      onChange([...ids, ...added.map((p) => p.id)]);
    } catch (err) {
      toast.error('Failed to upload photo', messageOf(err, ''));
    } finally {
      setUploading(false);
    }
  }
  return (
    <FormField
      label={f.label}
      description={described(f.description, max < 20 ? `Up to ${max}` : undefined)}
      error={error}
      isRequired={!!f.required}
    >
      {ids.length > 0 && (
        <ul className={css.thumbs} aria-label={`${f.label} photos`}>
          {ids.map((id, i) => {
            const photo = photos.find((p) => p.id === id);
            return (
              <li key={id} className={css.thumb}>
                {photo ? <img src={photo.url} alt={`${f.label} ${i + 1}`} className={css.thumbImage} /> : <span>Photo {i + 1}</span>}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${f.label} photo ${i + 1}`}
                  onPress={() => onChange(ids.filter((x) => x !== id))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {ids.length < max && (
        <div>
          <FileTrigger
            acceptedFileTypes={['image/*']}
            allowsMultiple={max - ids.length > 1}
            isDisabled={uploading}
            onSelect={add}
            onReject={() => toast.error('Failed to upload photo', 'Only image files can be added')}
          >
            {uploading ? 'Uploading…' : 'Add photo'}
          </FileTrigger>
        </div>
      )}
    </FormField>
  );
}
