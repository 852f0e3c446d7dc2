import { Card } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedPhotosFieldsFragment } from '../../../gql/graphql';
import * as css from '../jobs.css';
import { PhotoThumbnails } from '../PhotoThumbnails';

export const CompletedPhotosFields = graphql(`
  fragment CompletedPhotosFields on CompletedJob {
    id
    photos {
      id
      url
      originalName
    }
  }
`);

/** The job's photos, opening the viewer. */
export function CompletedPhotosSection({ completedJob: c }: { completedJob: CompletedPhotosFieldsFragment }) {
  return (
    <Card title={`Photos (${c.photos.length})`} headingLevel={2}>
      {c.photos.length ? <PhotoThumbnails photos={c.photos} /> : <p className={css.muted}>No photos.</p>}
    </Card>
  );
}
