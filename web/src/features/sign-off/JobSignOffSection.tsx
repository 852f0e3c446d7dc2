import { Button, Card, EntryList } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import type { JobSignOffFieldsFragment } from '../../gql/graphql';
import { useCan } from '../../lib/use-can';
import { SignOffEntry } from './SignOffEntry';
import * as css from './sign-off.css';

/**
 * The job page's customer sign-off (docs/forms.md → Customer sign-off): each sign-off, newest first, with who signed
 * or declined, when, on whose screen, where the report went and its PDF; Get sign-off opens the signing screen.
 */
export function JobSignOffSection({ job }: { job: JobSignOffFieldsFragment }) {
  const maySign = useCan('signOffJobs');
  const navigate = useNavigate();
  const open = maySign && job.status !== 'cancelled';
  return (
    <Card
      aria-label="Customer sign-off"
      title="Customer sign-off"
      headingLevel={2}
      actions={
        open ? (
          <Button size="sm" variant={job.signOffs.length ? 'secondary' : 'primary'} onPress={() => navigate(`/jobs/${job.id}/sign-off`)}>
            {job.signOffs.length ? 'Sign off again' : 'Get sign-off'}
          </Button>
        ) : null
      }
    >
      {job.signOffs.length === 0 ? (
        <p className={css.muted}>Not signed off yet.</p>
      ) : (
        <EntryList aria-label="Sign-offs">
          {job.signOffs.map((s) => (
            <SignOffEntry key={s.id} signOff={s} />
          ))}
        </EntryList>
      )}
    </Card>
  );
}
