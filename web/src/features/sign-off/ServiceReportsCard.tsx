import { Card, EntryList, Link } from '@spanner/design-system';
import type { SignOffEntryFieldsFragment } from '../../gql/graphql';
import { SignOffEntry } from './SignOffEntry';
import * as css from './sign-off.css';

type Reported = SignOffEntryFieldsFragment & { job: { id: string; title: string } };

/**
 * The signed service reports kept on a customer's profile or a unit's page: the sign-offs of their jobs the viewer
 * sees, newest first, each with its job and its PDF (docs/forms.md → Customer sign-off).
 */
export function ServiceReportsCard({ signOffs, empty }: { signOffs: readonly Reported[]; empty: string }) {
  return (
    <Card title="Service reports" headingLevel={2}>
      {signOffs.length === 0 ? (
        <p className={css.muted}>{empty}</p>
      ) : (
        <EntryList aria-label="Service reports">
          {signOffs.map((s) => (
            <SignOffEntry key={s.id} signOff={s} job={<Link href={`/jobs/${s.job.id}`}>{s.job.title}</Link>} />
          ))}
        </EntryList>
      )}
    </Card>
  );
}
