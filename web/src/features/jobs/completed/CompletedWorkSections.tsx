import { Card, Entry, EntryList, Link } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type {
  CompletedEquipmentFieldsFragment,
  CompletedHoursFieldsFragment,
  CompletedNotesFieldsFragment,
  CompletedPartsFieldsFragment,
  CompletedPhotosFieldsFragment,
} from '../../../gql/graphql';
import { hoursText, whenText } from '../format';
import * as css from '../jobs.css';
import { PhotoThumbnails } from '../PhotoThumbnails';

// The record of the work on a completed job, read only: notes, photos, hours, parts and equipment, one section
// (and one fragment) each.

export const CompletedNotesFields = graphql(`
  fragment CompletedNotesFields on CompletedJob {
    id
    jobNotes {
      id
      text
      createdAt
      author {
        id
        name
      }
    }
  }
`);

export function CompletedNotesSection({ completedJob: c }: { completedJob: CompletedNotesFieldsFragment }) {
  return (
    <Card title="Notes" headingLevel={2}>
      {c.jobNotes.length ? (
        <EntryList aria-label="Notes">
          {c.jobNotes.map((n) => (
            <Entry
              key={n.id}
              title={<span className={css.noteText}>{n.text}</span>}
              meta={`${n.author?.name ?? 'Someone'} · ${whenText(n.createdAt)}`}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No notes.</p>
      )}
    </Card>
  );
}

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

export function CompletedPhotosSection({ completedJob: c }: { completedJob: CompletedPhotosFieldsFragment }) {
  return (
    <Card title={`Photos (${c.photos.length})`} headingLevel={2}>
      {c.photos.length ? <PhotoThumbnails photos={c.photos} /> : <p className={css.muted}>No photos.</p>}
    </Card>
  );
}

export const CompletedHoursFields = graphql(`
  fragment CompletedHoursFields on CompletedJob {
    id
    hours {
      id
      hours
      description
      user {
        id
        name
      }
    }
  }
`);

export function CompletedHoursSection({ completedJob: c }: { completedJob: CompletedHoursFieldsFragment }) {
  return (
    <Card title="Hours" headingLevel={2}>
      {c.hours.length ? (
        <EntryList aria-label="Hours">
          {c.hours.map((h) => (
            <Entry
              key={h.id}
              title={`${hoursText(h.hours)}${h.description ? ` – ${h.description}` : ''}`}
              meta={h.user?.name ?? 'Someone'}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No hours logged.</p>
      )}
    </Card>
  );
}

export const CompletedPartsFields = graphql(`
  fragment CompletedPartsFields on CompletedJob {
    id
    parts {
      id
      partName
      quantity
    }
  }
`);

export function CompletedPartsSection({ completedJob: c }: { completedJob: CompletedPartsFieldsFragment }) {
  return (
    <Card title="Parts" headingLevel={2}>
      {c.parts.length ? (
        <EntryList aria-label="Parts">
          {c.parts.map((p) => (
            <Entry key={p.id} title={p.partName} aside={<span className={css.amount}>× {p.quantity}</span>} />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No parts logged.</p>
      )}
    </Card>
  );
}

export const CompletedEquipmentFields = graphql(`
  fragment CompletedEquipmentFields on CompletedJob {
    id
    equipment {
      id
      equipmentId
      equipmentName
    }
  }
`);

export function CompletedEquipmentSection({ completedJob: c }: { completedJob: CompletedEquipmentFieldsFragment }) {
  return (
    <Card title="Equipment" headingLevel={2}>
      {c.equipment.length ? (
        <EntryList aria-label="Equipment">
          {c.equipment.map((e) => (
            <Entry
              key={e.id}
              title={e.equipmentId ? <Link href={`/equipment/${e.equipmentId}`}>{e.equipmentName}</Link> : e.equipmentName}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No equipment.</p>
      )}
    </Card>
  );
}
