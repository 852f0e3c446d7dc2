import { Card } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { JobPhotosFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';
import { PhotoThumbnails } from '../PhotoThumbnails';

export const JobPhotosFields = graphql(`
  fragment JobPhotosFields on Job {
    id
    photoCount
    photos {
      id
      url
      originalName
    }
  }
`);

/** The job's photos, opening the viewer; they are added on Notes & Charges. */
export function JobPhotosSection({ job }: { job: JobPhotosFieldsFragment }) {
  return (
    <Card title={`Photos (${job.photoCount})`} headingLevel={2}>
      {job.photos.length ? (
        <PhotoThumbnails photos={job.photos} />
      ) : (
        <p className={css.muted}>No photos yet. Add them on Notes & Charges.</p>
      )}
    </Card>
  );
}
