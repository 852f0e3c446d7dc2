import { useQuery } from '@apollo/client/react';
import { Button, Card, ChevronLeftIcon, EmptyState, EquipmentIcon, Link, Skeleton } from '@spanner/design-system';
import { useLocation, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useTimeZone } from '../../lib/time-zone';
import * as shell from '../shell/shell.css';
import { EquipmentDialog } from './EquipmentDialog';
import * as css from './equipment.css';
import { formatDateTime, serviceIntervalLabel } from './format';

const EquipmentDetailQuery = graphql(`
  query EquipmentDetail($id: ID!) {
    equipment(id: $id) {
      id
      name
      make
      model
      serial
      notes
      serviceIntervalMonths
      createdAt
      updatedAt
      customer {
        id
        name
        address
      }
      ...EquipmentDialogFields
    }
  }
`);

/**
 * /equipment/{id} (spec part 1 §2, part 2 §2 "Equipment detail"); /equipment/{id}/edit is the same page with the
 * Edit dialog open, which is where Assign Customer leads.
 */
export function EquipmentDetailPage() {
  const timeZone = useTimeZone();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const editing = pathname.endsWith('/edit');
  const { data, loading } = useQuery(EquipmentDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const equipment = data?.equipment;

  if (!equipment && loading) {
    return (
      <div className={shell.stack} aria-busy="true">
        <Skeleton shape="text" width={240} height={32} />
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  if (!equipment) {
    return (
      <EmptyState
        icon={<EquipmentIcon size={24} />}
        title="Equipment not found"
        action={<Button onPress={() => navigate('/equipment')}>Back to Equipment</Button>}
      />
    );
  }

  const openEdit = (open: boolean) => navigate(open ? `/equipment/${equipment.id}/edit` : `/equipment/${equipment.id}`, { replace: !open });

  return (
    <>
      <div className={css.header}>
        <div>
          <Link href="/equipment" variant="subtle">
            <ChevronLeftIcon size={16} />
            Equipment
          </Link>
          <h1 className={shell.pageHeading}>{equipment.name}</h1>
        </div>
        <Button variant="primary" onPress={() => openEdit(true)}>
          Edit
        </Button>
      </div>
      <div className={css.detailGrid}>
        <div className={css.column}>
          <Card title="Details" headingLevel={2}>
            <dl className={css.details}>
              <dt className={css.term}>Name</dt>
              <dd className={css.definition}>{equipment.name}</dd>
              <dt className={css.term}>Make</dt>
              <dd className={css.definition}>{equipment.make || '—'}</dd>
              <dt className={css.term}>Model</dt>
              <dd className={css.definition}>{equipment.model || '—'}</dd>
              <dt className={css.term}>Serial</dt>
              <dd className={css.definition}>{equipment.serial || '—'}</dd>
              <dt className={css.term}>Service interval</dt>
              <dd className={css.definition}>{serviceIntervalLabel(equipment.serviceIntervalMonths)}</dd>
            </dl>
          </Card>
          {equipment.notes ? (
            <Card title="Notes">
              <p className={css.notes}>{equipment.notes}</p>
            </Card>
          ) : null}
        </div>
        <div className={css.column}>
          <Card title="Customer">
            {equipment.customer ? (
              <div className={shell.stack}>
                <div>
                  <strong>{equipment.customer.name}</strong>
                  {equipment.customer.address ? <p className={shell.muted}>{equipment.customer.address}</p> : null}
                </div>
                <Link href={`/customers/${equipment.customer.id}`}>View Customer</Link>
              </div>
            ) : (
              <div className={shell.stack}>
                <p className={shell.muted}>This equipment is not assigned to a customer.</p>
                <Button variant="secondary" onPress={() => openEdit(true)}>
                  Assign Customer
                </Button>
              </div>
            )}
          </Card>
          <Card title="Recent Activity">
            <dl className={css.details}>
              <dt className={css.term}>Last updated</dt>
              <dd className={css.definition}>{formatDateTime(equipment.updatedAt, timeZone)}</dd>
              <dt className={css.term}>Created</dt>
              <dd className={css.definition}>{formatDateTime(equipment.createdAt, timeZone)}</dd>
            </dl>
          </Card>
        </div>
      </div>
      <EquipmentDialog isOpen={editing} onOpenChange={openEdit} equipment={equipment} />
    </>
  );
}
