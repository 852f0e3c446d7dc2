import { useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_HOURS, HOURS_CHOICES, PART_QUANTITY_CHOICES } from '@rules/job-charges';
import {
  Banner,
  Button,
  Card,
  DropZone,
  EmptyState,
  Form,
  type Key,
  Link,
  Select,
  Skeleton,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { hoursText, whenText } from './format';
import * as css from './jobs.css';
import { PhotoThumbnails } from './PhotoThumbnails';
import { uploadJobPhotos } from './upload-photos';

const JobNotesQuery = graphql(`
  query JobNotes($id: ID!) {
    job(id: $id) {
      id
      title
      completion {
        id
      }
      notes {
        id
        text
        createdAt
        author {
          id
          name
        }
      }
      hours {
        id
        hours
        description
        createdAt
        user {
          id
          name
        }
      }
      parts {
        id
        partName
        quantity
        createdAt
      }
      photoCount
      photos {
        id
        url
        originalName
      }
    }
  }
`);

const AddNote = graphql(`
  mutation AddJobNote($jobId: ID!, $text: String!) {
    addJobNote(jobId: $jobId, text: $text) {
      __typename
      ... on JobNote {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const AddHours = graphql(`
  mutation AddJobHours($jobId: ID!, $hours: Float!, $description: String) {
    addJobHours(jobId: $jobId, hours: $hours, description: $description) {
      __typename
      ... on JobHours {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const AddPart = graphql(`
  mutation AddJobPart($jobId: ID!, $partName: String!, $quantity: Int) {
    addJobPart(jobId: $jobId, partName: $partName, quantity: $quantity) {
      __typename
      ... on JobPart {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const RemovePhoto = graphql(`
  mutation RemoveJobPhoto($jobId: ID!, $photoId: ID!) {
    deleteJobPhoto(jobId: $jobId, photoId: $photoId) {
      __typename
      ... on Job {
        id
        photoCount
      }
      ... on AppError {
        message
      }
    }
  }
`);

const HOURS_OPTIONS = HOURS_CHOICES.map((h) => ({ id: String(h), label: hoursText(h) }));
const QUANTITY_OPTIONS = PART_QUANTITY_CHOICES.map((q) => ({ id: String(q), label: String(q) }));

type Result = { __typename: string; message?: string } | undefined;

/** Throws the server's message (or the fallback) unless the mutation answered its record. */
function check(result: Result, typename: string, fallback: string) {
  if (result?.__typename !== typename) throw new Error(result?.message || fallback);
}

/**
 * /jobs/{id}/notes, 'Notes & Charges' (spec part 2 §2, §5): notes (non-empty), hours (0.5 to 8, default 0.5),
 * parts (name, quantity 1 to 10, default 1) and photos (images only, several at once).
 */
export function JobNotesPage() {
  const timeZone = useTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(JobNotesQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [addNote, note] = useMutation(AddNote);
  const [addHours, hoursState] = useMutation(AddHours);
  const [addPart, partState] = useMutation(AddPart);
  const [removePhoto] = useMutation(RemovePhoto);
  const [text, setText] = useState('');
  const [hours, setHours] = useState<Key>(String(DEFAULT_HOURS));
  const [hoursNote, setHoursNote] = useState('');
  const [partName, setPartName] = useState('');
  const [quantity, setQuantity] = useState<Key>('1');
  const [uploading, setUploading] = useState(false);
  const job = data?.job;

  if (!job) {
    if (loading) return <Skeleton shape="rect" height={420} />;
    return (
      <EmptyState
        title="Failed to load job"
        description={messageOf(error, 'Job not found')}
        action={
          <Button variant="secondary" onPress={() => navigate('/jobs')}>
            Back to Jobs
          </Button>
        }
      />
    );
  }
  const closed = !!job.completion;
  const totalHours = job.hours.reduce((sum, h) => sum + h.hours, 0);

  /** Run a change, refresh the page's data, and report a failure with the screen's text. */
  async function run(action: () => Promise<void>, failure: string): Promise<boolean> {
    try {
      await action();
      await refetch();
      return true;
    } catch (err) {
      toast.error(failure, messageOf(err, ''));
      return false;
    }
  }

  async function submitNote(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    const ok = await run(
      async () => check((await addNote({ variables: { jobId: id, text } })).data?.addJobNote, 'JobNote', 'Failed to add note'),
      'Failed to add note',
    );
    if (ok) setText('');
  }

  async function submitHours(e: FormEvent) {
    e.preventDefault();
    const ok = await run(
      async () =>
        check(
          (await addHours({ variables: { jobId: id, hours: Number(hours), description: hoursNote.trim() || null } })).data?.addJobHours,
          'JobHours',
          'Failed to add hours',
        ),
      'Failed to add hours',
    );
    if (ok) {
      setHours(String(DEFAULT_HOURS));
      setHoursNote('');
    }
  }

  async function submitPart(e: FormEvent) {
    e.preventDefault();
    if (!partName.trim()) return;
    const ok = await run(
      async () =>
        check(
          (await addPart({ variables: { jobId: id, partName, quantity: Number(quantity) } })).data?.addJobPart,
          'JobPart',
          'Failed to add part',
        ),
      'Failed to add part',
    );
    if (ok) {
      setPartName('');
      setQuantity('1');
    }
  }

  async function upload(files: File[]) {
    setUploading(true);
    const ok = await run(() => uploadJobPhotos(id, files), 'Failed to upload photo');
    setUploading(false);
    if (ok) toast.success(files.length === 1 ? 'Photo added' : `${files.length} photos added`);
  }

  return (
    <>
      <div className={css.header}>
        <div className={css.headerTitle}>
          <h1 className={css.heading}>Notes & Charges</h1>
        </div>
        <Link href={`/jobs/${id}`}>Back to {job.title}</Link>
      </div>
      {closed && (
        <Banner tone="info" title="This job has been completed">
          Hours and parts were charged on completion and can no longer change; notes and photos can still be added.
        </Banner>
      )}
      <div className={css.detailGrid}>
        <div className={css.column}>
          <Card title="Notes" headingLevel={2}>
            <div className={css.stack}>
              <Form onSubmit={submitNote}>
                <TextArea
                  label="Add a note"
                  value={text}
                  onChange={setText}
                  rows={3}
                  placeholder="What was found, what was done, what is next"
                />
                <div>
                  <Button type="submit" variant="primary" isDisabled={!text.trim()} isPending={note.loading}>
                    Add Note
                  </Button>
                </div>
              </Form>
              {job.notes.length > 0 && (
                <ul className={css.list} aria-label="Notes">
                  {job.notes.map((n) => (
                    <li key={n.id} className={css.listItem}>
                      <span className={css.listMain}>
                        <span className={css.listTitle}>{n.text}</span>
                        <span className={css.listSub}>
                          {n.author?.name ?? 'Someone'} · {whenText(n.createdAt, timeZone)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
          <Card title={`Photos (${job.photoCount})`} headingLevel={2}>
            <div className={css.stack}>
              <DropZone
                label={uploading ? 'Uploading…' : 'Drop photos here'}
                hint="Images only; several at once"
                buttonLabel="Choose photos"
                acceptedFileTypes={['image/*']}
                allowsMultiple
                isDisabled={uploading}
                onSelect={upload}
                onReject={() => toast.error('Failed to upload photo', 'Only image files can be added')}
              />
              {job.photos.length > 0 && (
                <PhotoThumbnails
                  photos={job.photos}
                  onRemove={(p) =>
                    run(
                      async () =>
                        check(
                          (await removePhoto({ variables: { jobId: id, photoId: p.id } })).data?.deleteJobPhoto,
                          'Job',
                          'Failed to remove photo',
                        ),
                      'Failed to remove photo',
                    )
                  }
                />
              )}
            </div>
          </Card>
        </div>
        <div className={css.column}>
          <Card title="Hours" description={`Total ${hoursText(totalHours)}`} headingLevel={2}>
            <div className={css.stack}>
              <Form onSubmit={submitHours}>
                <div className={css.entryForm}>
                  <Select
                    label="Hours"
                    items={HOURS_OPTIONS}
                    value={hours}
                    onChange={(k) => setHours(k ?? String(DEFAULT_HOURS))}
                    isDisabled={closed}
                    className={css.narrow}
                  />
                  <TextField label="Description" value={hoursNote} onChange={setHoursNote} isDisabled={closed} className={css.grow} />
                  <Button type="submit" variant="primary" isDisabled={closed} isPending={hoursState.loading}>
                    Add Hours
                  </Button>
                </div>
              </Form>
              {job.hours.length > 0 && (
                <ul className={css.list} aria-label="Hours">
                  {job.hours.map((h) => (
                    <li key={h.id} className={css.listItem}>
                      <span className={css.listMain}>
                        <span className={css.listTitle}>
                          {hoursText(h.hours)}
                          {h.description ? ` – ${h.description}` : ''}
                        </span>
                        <span className={css.listSub}>
                          {h.user?.name ?? 'Someone'} · {whenText(h.createdAt, timeZone)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
          <Card title="Parts" headingLevel={2}>
            <div className={css.stack}>
              <Form onSubmit={submitPart}>
                <div className={css.entryForm}>
                  <TextField label="Part name" value={partName} onChange={setPartName} isDisabled={closed} className={css.grow} />
                  <Select
                    label="Quantity"
                    items={QUANTITY_OPTIONS}
                    value={quantity}
                    onChange={(k) => setQuantity(k ?? '1')}
                    isDisabled={closed}
                    className={css.narrow}
                  />
                  <Button type="submit" variant="primary" isDisabled={closed || !partName.trim()} isPending={partState.loading}>
                    Add Part
                  </Button>
                </div>
              </Form>
              {job.parts.length > 0 && (
                <ul className={css.list} aria-label="Parts">
                  {job.parts.map((p) => (
                    <li key={p.id} className={css.listItem}>
                      <span className={css.listMain}>
                        <span className={css.listTitle}>{p.partName}</span>
                        <span className={css.listSub}>{whenText(p.createdAt, timeZone)}</span>
                      </span>
                      <span className={css.amount}>× {p.quantity}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
