import { useMutation, useQuery } from '@apollo/client/react';
import { Card, PageHeader, Skeleton, toast } from '@spanner/design-system';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/viewer';
import { ReadOnlyNotice, useReadOnlyAccount } from '../billing';
import { JobForm, type JobFormValues } from './JobForm';
import * as css from './jobs.css';
import { instantParam } from './prefill';

const PresetCustomerQuery = graphql(`
  query NewJobCustomer($id: ID!) {
    customer(id: $id) {
      id
      name
      address
    }
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateJob($input: CreateJobInput!) {
    createJob(input: $input) {
      __typename
      ... on Job {
        id
        title
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * /jobs/new (spec part 1 §2 "Job creation"); ?customerId= pre-selects the customer (Create Job on a profile). The
 * assistant's Edit opens it pre-filled: ?title=&description=&scheduledAt=<ISO>&technicianIds=<id>,<id> as well. A
 * technician's new job is assigned to them by default.
 */
export function NewJobPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = params.get('customerId');
  const preset = useQuery(PresetCustomerQuery, { variables: { id: customerId ?? '' }, skip: !customerId });
  const [createJob] = useMutation(CreateJobMutation, { refetchQueries: ['JobsPage'] });
  // A technician books their own work on site: the job is theirs unless they change it.
  const { viewer } = useViewer();
  const readOnly = useReadOnlyAccount();
  const ownJob = !useCan('seeAllJobs');
  const namedTechnicians = (params.get('technicianIds') ?? '').split(',').filter(Boolean);
  const prefill = {
    title: params.get('title') ?? undefined,
    description: params.get('description') ?? undefined,
    scheduledAt: instantParam(params.get('scheduledAt')),
  };

  async function create(values: JobFormValues): Promise<string | null> {
    try {
      const result = unwrap((await createJob({ variables: { input: values } })).data?.createJob, 'Failed to create job');
      toast.success('Job created', result.title);
      navigate(`/jobs/${result.id}`);
      return null;
    } catch (err) {
      return messageOf(err, 'Failed to create job');
    }
  }

  // A read-only account (the Trial Expired state) is told so before the form, which the server would refuse.
  if (readOnly) {
    return (
      <>
        <PageHeader title="New Job" back={{ href: '/jobs', label: 'Jobs' }} />
        <ReadOnlyNotice adding="New jobs" />
      </>
    );
  }

  return (
    <>
      <PageHeader title="New Job" back={{ href: '/jobs', label: 'Jobs' }} />
      <Card padding="lg" className={css.formCard}>
        {customerId && preset.loading ? (
          <Skeleton shape="rect" height={320} />
        ) : (
          <JobForm
            initial={{
              ...prefill,
              customer: preset.data?.customer ?? null,
              technicianIds: namedTechnicians.length ? namedTechnicians : ownJob && viewer ? [viewer.id] : [],
            }}
            submitLabel="Create Job"
            onSubmit={create}
            onCancel={() => navigate('/jobs')}
          />
        )}
      </Card>
    </>
  );
}
