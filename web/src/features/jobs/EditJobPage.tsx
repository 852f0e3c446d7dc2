import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, FormField, PageHeader, Skeleton, toast } from '@spanner/design-system';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { COMPLETE_PARAM } from './detail/JobHeaderSection';
import { JobForm, type JobFormValues } from './JobForm';
import * as css from './jobs.css';
import { PhotoThumbnails } from './PhotoThumbnails';
import { instantParam } from './prefill';

const EditJobQuery = graphql(`
  query EditJob($id: ID!) {
    job(id: $id) {
      id
      title
      jobType
      description
      status
      scheduledAt
      durationMinutes
      customer {
        id
        name
        address
      }
      equipment {
        id
        name
        make
        model
      }
      technicians {
        id
      }
      completion {
        id
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

const UpdateJobMutation = graphql(`
  mutation UpdateJob($id: ID!, $input: UpdateJobInput!) {
    updateJob(id: $id, input: $input) {
      __typename
      ... on Job {
        id
        title
        jobType
        description
        status
        scheduledAt
      durationMinutes
        customer {
          id
          name
          address
        }
        equipment {
          id
          name
        }
        technicians {
          id
          name
          color
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** Spec part 2 §2 "Job edit": at most 6 photo thumbnails, then '+N more'. */
export const EDIT_PHOTO_LIMIT = 6;

/** /jobs/{id}/edit (spec part 2 §2): title, description, status, schedule, customer, equipment, technicians. */
export function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(EditJobQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [updateJob] = useMutation(UpdateJobMutation);
  const job = data?.job;

  async function save({ status, ...values }: JobFormValues): Promise<string | null> {
    // Done comes only from Complete: the rest is saved, then the job opens with Complete asking.
    const completing = status === 'done' && job?.status !== 'done';
    const input = status === 'done' ? values : { ...values, status };
    try {
      const result = unwrap((await updateJob({ variables: { id, input } })).data?.updateJob, 'Failed to save');
      toast.success('Job saved', result.title);
      navigate(completing ? `/jobs/${id}?${COMPLETE_PARAM}` : `/jobs/${id}`);
      return null;
    } catch (err) {
      return messageOf(err, 'Failed to save');
    }
  }

  return (
    <>
      <PageHeader title="Edit Job" back={{ href: `/jobs/${id}`, label: job?.title ?? 'Job' }} />
      <Card padding="lg" className={css.formCard}>
        {!job && loading ? (
          <Skeleton shape="rect" height={360} />
        ) : !job ? (
          <LoadFailure
            title="Failed to load job"
            error={error}
            fallback="Job not found"
            action={
              <Button variant="secondary" size="sm" onPress={() => navigate('/jobs')}>
                Back to Jobs
              </Button>
            }
          />
        ) : (
          <JobForm
            key={job.id}
            withStatus
            initial={{
              title: job.title,
              jobType: job.jobType,
              description: job.description,
              status: job.status,
              // The assistant's Edit of a reschedule opens the form at the proposed time (?scheduledAt=<ISO>).
              scheduledAt: instantParam(params.get('scheduledAt')) ?? job.scheduledAt,
              durationMinutes: job.durationMinutes,
              customer: job.customer,
              equipment: job.equipment,
              technicianIds: job.technicians.map((t) => t.id),
              completed: !!job.completion,
            }}
            submitLabel="Save"
            onSubmit={save}
            onCancel={() => navigate(`/jobs/${id}`)}
          >
            {job.photoCount > 0 && (
              <FormField label="Photos" description="Add or remove photos on Notes & Charges">
                <PhotoThumbnails photos={job.photos} limit={EDIT_PHOTO_LIMIT} total={job.photoCount} moreHref={`/jobs/${id}/notes`} />
              </FormField>
            )}
          </JobForm>
        )}
      </Card>
    </>
  );
}
