import { Card, Entry, EntryList } from '@spanner/design-system';
import { graphql } from '../../../gql';
import type { CompletedHoursFieldsFragment } from '../../../gql/graphql';
import { hoursText, writerText } from '../format';
import * as css from '../jobs.css';

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
      apiKeyName
    }
  }
`);

/** The hours that were logged, each with who logged them. */
export function CompletedHoursSection({ completedJob: c }: { completedJob: CompletedHoursFieldsFragment }) {
  return (
    <Card title="Hours" headingLevel={2}>
      {c.hours.length ? (
        <EntryList aria-label="Hours">
          {c.hours.map((h) => (
            <Entry
              key={h.id}
              title={`${hoursText(h.hours)}${h.description ? ` – ${h.description}` : ''}`}
              meta={writerText(h.user?.name, h.apiKeyName)}
            />
          ))}
        </EntryList>
      ) : (
        <p className={css.muted}>No hours logged.</p>
      )}
    </Card>
  );
}
