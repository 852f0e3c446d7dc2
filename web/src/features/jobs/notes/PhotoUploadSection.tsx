import { useMutation } from '@apollo/client/react';
import { Card, DropZone, Stack, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { JobPhotosFieldsFragment } from '../../../gql/graphql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { PendingChanges, photoToKeep, useQueueChange } from '../../../offline/outbox';
import { PhotoThumbnails } from '../PhotoThumbnails';

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

/**
 * The job's photos (the same fragment as the job page's, JobPhotosFields) with a drop zone to add several at once
 * (images only) and a remove button on each.
 */
export function PhotoUploadSection({ job, onChanged }: { job: JobPhotosFieldsFragment; onChanged: () => Promise<unknown> }) {
  const [removePhoto] = useMutation(RemovePhoto);
  const [uploading, setUploading] = useState(false);
  const queue = useQueueChange();

  /**
   * Each photo goes through the outbox, made smaller first and kept on the device until it is uploaded (once, whatever
   * happens between).
   */
  async function upload(files: File[]) {
    setUploading(true);
    try {
      for (const file of files) await queue({ kind: 'photo', jobId: job.id, ...(await photoToKeep(file, file.name)) });
    } catch (err) {
      toast.error('Failed to keep photo', messageOf(err, ''));
    } finally {
      setUploading(false);
    }
  }

  async function remove(photoId: string) {
    try {
      unwrap((await removePhoto({ variables: { jobId: job.id, photoId } })).data?.deleteJobPhoto, 'Failed to remove photo');
      await onChanged();
    } catch (err) {
      toast.error('Failed to remove photo', messageOf(err, ''));
    }
  }

  return (
    <Card title={`Photos (${job.photoCount})`} headingLevel={2}>
      <Stack>
        <DropZone
          label={uploading ? 'Keeping…' : 'Drop photos here'}
          hint="Images only; several at once"
          buttonLabel="Choose photos"
          acceptedFileTypes={['image/*']}
          allowsMultiple
          isDisabled={uploading}
          onSelect={upload}
          onReject={() => toast.error('Failed to upload photo', 'Only image files can be added')}
        />
        <PendingChanges jobId={job.id} kinds={['photo']} onSent={onChanged} />
        {job.photos.length > 0 && <PhotoThumbnails photos={job.photos} onRemove={(p) => remove(p.id)} />}
      </Stack>
    </Card>
  );
}
