import { useQuery } from '@apollo/client/react';
import { formatLongDate } from '@rules/zoned-time';
import { Button, Card, DescriptionList, EmptyState, EquipmentIcon, Grid, Link, PageHeader, Skeleton, Stack } from '@spanner/design-system';
import { useLocation, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { JobHistory, ServiceHistory } from '../../kit/job-history/JobHistory';
import { shellStyles as shell } from '../../kit/shell';
import { useTimeZone } from '../../lib/time-zone';
import { ServiceReportsCard } from '../sign-off';
import { EquipmentDialog } from './EquipmentDialog';
import { EquipmentForms } from './EquipmentForms';
import * as css from './equipment.css';
import { formatDateTime } from './format';
import { MeterReadings } from './MeterReadings';
import { intervalLabel } from './service-interval';

const EquipmentDetailQuery = graphql(`
  query EquipmentDetail($id: ID!) {
    equipment(id: $id) {
      id
      name
      make
      model
      serial
      assetTag
      notes
      equipmentType
      serviceIntervalMonths
      serviceIntervalHours
      lastServiceAt
      nextServiceDueAt
      nextServiceDueBy
      createdAt
      updatedAt
      customer {
        id
        name
        address
      }
      ...EquipmentDialogFields
      ...MeterReadingsFields
      ...EquipmentFormsFields
      ...EquipmentServiceReportsFields
      jobs {
        ...JobHistoryFields
      }
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
      <PageHeader
        back={{ href: '/equipment', label: 'Equipment' }}
        title={equipment.name}
        actions={
          <Button variant="primary" onPress={() => openEdit(true)}>
            Edit
          </Button>
        }
      />
      <Grid columns="main">
        <Stack>
          <Card title="Details" headingLevel={2}>
            <DescriptionList
              items={[
                { term: 'Name', value: equipment.name },
                { term: 'Make', value: equipment.make || '—' },
                { term: 'Model', value: equipment.model || '—' },
                { term: 'Serial', value: equipment.serial || '—' },
                !!equipment.assetTag && { term: 'Asset tag', value: equipment.assetTag },
                { term: 'Type', value: equipment.equipmentType || '—' },
                { term: 'Service interval', value: intervalLabel(equipment) },
                { term: 'Last service', value: equipment.lastServiceAt ? formatLongDate(equipment.lastServiceAt, timeZone) : '—' },
              ]}
            />
          </Card>
          {equipment.notes ? (
            <Card title="Notes">
              <p className={css.notes}>{equipment.notes}</p>
            </Card>
          ) : null}
          <ServiceHistory jobs={equipment.jobs} nextDueAt={equipment.nextServiceDueAt ?? null} dueBy={equipment.nextServiceDueBy ?? null} />
          {equipment.serviceIntervalHours || equipment.meterReadings.length ? <MeterReadings equipment={equipment} /> : null}
          <EquipmentForms equipment={equipment} />
          <ServiceReportsCard signOffs={equipment.signOffs} empty="No service reports signed for this unit's jobs yet." />
          <JobHistory jobs={equipment.jobs} />
        </Stack>
        <Stack>
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
            <DescriptionList
              items={[
                { term: 'Last updated', value: formatDateTime(equipment.updatedAt, timeZone) },
                { term: 'Created', value: formatDateTime(equipment.createdAt, timeZone) },
              ]}
            />
          </Card>
        </Stack>
      </Grid>
      <EquipmentDialog isOpen={editing} onOpenChange={openEdit} equipment={equipment} />
    </>
  );
}
