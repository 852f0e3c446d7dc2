import { useMutation, useQuery } from '@apollo/client/react';
import { AlertDialog, Banner, Button, Card, Link, Skeleton, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { useViewer } from '../auth/viewer';
import { CompletedBadge } from './CompletedJobsPage';
import { hoursText, isOffice, money, whenText } from './format';
import * as css from './jobs.css';
import { PhotoThumbnails } from './PhotoThumbnails';

const CompletedJobQuery = graphql(`
  query CompletedJobDetail($id: ID!) {
    completedJob(id: $id) {
      id
      title
      description
      notes
      customerName
      customer {
        id
      }
      scheduledAt
      completedAt
      completedBy {
        id
        name
      }
      hasInvoice
      originalJobId
      totalCents
      charges {
        id
        description
        kind
        quantity
        unitPriceCents
        totalCents
      }
      hours {
        id
        hours
        description
        user {
          id
          name
        }
      }
      parts {
        id
        partName
        quantity
      }
      jobNotes {
        id
        text
        createdAt
        author {
          id
          name
        }
      }
      photos {
        id
        url
        originalName
      }
      equipment {
        id
        equipmentId
        equipmentName
      }
    }
  }
`);

const DeleteCompletedJob = graphql(`
  mutation DeleteCompletedJob($id: ID!) {
    deleteCompletedJob(id: $id) {
      __typename
      ... on DeleteJobPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const KIND_LABELS: Record<string, string> = { labour: 'Labour', part: 'Part', other: 'Other' };

/** /completed-jobs/{id} (spec part 2 §2): charges, hours, parts, notes, photos, equipment; Delete (admin and manager). */
export function CompletedJobPage() {
  const timeZone = useTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(CompletedJobQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [deleteCompleted] = useMutation(DeleteCompletedJob, { refetchQueries: ['CompletedJobsPage', 'JobsPage'] });
  const [asking, setAsking] = useState(false);
  const c = data?.completedJob;

  if (!c) {
    if (loading) return <Skeleton shape="rect" height={420} />;
    return (
      <Banner
        tone="error"
        title="Failed to load completed job"
        action={
          <Button variant="secondary" size="sm" onPress={() => navigate('/completed-jobs')}>
            Back to Completed Jobs
          </Button>
        }
      >
        {messageOf(error, 'Completed job not found')}
      </Banner>
    );
  }

  async function remove() {
    try {
      const { data: r } = await deleteCompleted({ variables: { id } });
      if (r?.deleteCompletedJob.__typename !== 'DeleteJobPayload')
        throw new Error(r?.deleteCompletedJob.message || 'Failed to delete completed job');
      toast.success('Completed job deleted', c?.title);
      navigate('/completed-jobs');
    } catch (err) {
      toast.error('Failed to delete completed job', messageOf(err, ''));
      throw err;
    }
  }

  return (
    <>
      <div className={css.header}>
        <div className={css.headerTitle}>
          <h1 className={css.heading}>{c.title}</h1>
          <CompletedBadge hasInvoice={c.hasInvoice} />
        </div>
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => navigate('/completed-jobs')}>
            Back
          </Button>
          {isOffice(viewer?.role) && (
            <Button variant="danger" onPress={() => setAsking(true)}>
              Delete
            </Button>
          )}
        </div>
      </div>
      <div className={css.detailGrid}>
        <div className={css.column}>
          <Card title="Summary" headingLevel={2}>
            <dl className={css.fields}>
              <dt className={css.term}>Customer</dt>
              <dd className={css.definition}>
                {c.customer ? <Link href={`/customers/${c.customer.id}`}>{c.customerName}</Link> : (c.customerName ?? 'No customer')}
              </dd>
              <dt className={css.term}>Scheduled</dt>
              <dd className={css.definition}>{whenText(c.scheduledAt, timeZone)}</dd>
              <dt className={css.term}>Completed</dt>
              <dd className={css.definition}>
                {whenText(c.completedAt, timeZone)}
                {c.completedBy ? ` by ${c.completedBy.name}` : ''}
              </dd>
              {c.description && (
                <>
                  <dt className={css.term}>Description</dt>
                  <dd className={css.definition}>{c.description}</dd>
                </>
              )}
              {c.notes && (
                <>
                  <dt className={css.term}>Completion notes</dt>
                  <dd className={css.definition}>{c.notes}</dd>
                </>
              )}
              {c.originalJobId && (
                <>
                  <dt className={css.term}>Job</dt>
                  <dd className={css.definition}>
                    <Link href={`/jobs/${c.originalJobId}`}>Open the job</Link>
                  </dd>
                </>
              )}
            </dl>
          </Card>
          <Card title="Charges" description="Before GST" headingLevel={2}>
            {c.charges.length ? (
              <>
                <ul className={css.list} aria-label="Charges">
                  {c.charges.map((ch) => (
                    <li key={ch.id} className={css.listItem}>
                      <span className={css.listMain}>
                        <span className={css.listTitle}>{ch.description}</span>
                        <span className={css.listSub}>
                          {KIND_LABELS[ch.kind]} · {ch.quantity} × {money(ch.unitPriceCents)}
                        </span>
                      </span>
                      <span className={css.amount}>{money(ch.totalCents)}</span>
                    </li>
                  ))}
                </ul>
                <div className={css.totalRow}>
                  <span>Total</span>
                  <span className={css.amount}>{money(c.totalCents)}</span>
                </div>
              </>
            ) : (
              <p className={css.muted}>No charges: no hours or parts were logged.</p>
            )}
          </Card>
          <Card title="Notes" headingLevel={2}>
            {c.jobNotes.length ? (
              <ul className={css.list}>
                {c.jobNotes.map((n) => (
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
            ) : (
              <p className={css.muted}>No notes.</p>
            )}
          </Card>
          <Card title={`Photos (${c.photos.length})`} headingLevel={2}>
            {c.photos.length ? <PhotoThumbnails photos={c.photos} /> : <p className={css.muted}>No photos.</p>}
          </Card>
        </div>
        <div className={css.column}>
          <Card title="Hours" headingLevel={2}>
            {c.hours.length ? (
              <ul className={css.list}>
                {c.hours.map((h) => (
                  <li key={h.id} className={css.listItem}>
                    <span className={css.listMain}>
                      <span className={css.listTitle}>
                        {hoursText(h.hours)}
                        {h.description ? ` – ${h.description}` : ''}
                      </span>
                      <span className={css.listSub}>{h.user?.name ?? 'Someone'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>No hours logged.</p>
            )}
          </Card>
          <Card title="Parts" headingLevel={2}>
            {c.parts.length ? (
              <ul className={css.list}>
                {c.parts.map((p) => (
                  <li key={p.id} className={css.listItem}>
                    <span className={css.listMain}>
                      <span className={css.listTitle}>{p.partName}</span>
                    </span>
                    <span className={css.amount}>× {p.quantity}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>No parts logged.</p>
            )}
          </Card>
          <Card title="Equipment" headingLevel={2}>
            {c.equipment.length ? (
              <ul className={css.list}>
                {c.equipment.map((e) => (
                  <li key={e.id} className={css.listItem}>
                    <span className={css.listMain}>
                      {e.equipmentId ? (
                        <Link href={`/equipment/${e.equipmentId}`}>{e.equipmentName}</Link>
                      ) : (
                        <span className={css.listTitle}>{e.equipmentName}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>No equipment.</p>
            )}
          </Card>
        </div>
      </div>
      <AlertDialog isOpen={asking} onOpenChange={setAsking} variant="destructive" title="Delete this completed job?" onConfirm={remove}>
        Are you sure you want to delete this completed job? The job, its notes, hours, parts and photos are deleted too. This cannot be
        undone.
      </AlertDialog>
    </>
  );
}
