import { useApolloClient, useMutation } from '@apollo/client/react';
import { formatAbn } from '@rules/abn';
import { formatLongDate } from '@rules/zoned-time';
import {
  AlertDialog,
  Avatar,
  Badge,
  Button,
  Card,
  DescriptionList,
  Dialog,
  Entry,
  EntryList,
  EquipmentIcon,
  Grid,
  JobsIcon,
  Link,
  Modal,
  PageHeader,
  Skeleton,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { JobHistory } from '../../kit/job-history/JobHistory';
import { mailtoHref, mapSearchUrl, telHref } from '../../lib/contact-links';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { EquipmentDialog, intervalLabel } from '../equipment';
import { CustomerRemindersSwitch } from '../payment-reminders';
import { ServiceReportsCard } from '../sign-off';
import { formatDay } from './address';
import { CustomerInvoices, CustomerQuotes } from './CustomerDocuments';
import { CustomerForm } from './CustomerForm';
import { CustomerMissing } from './CustomerMissing';
import { forgetCustomer } from './customer-cache';
import * as css from './customers.css';
import { useCustomer } from './use-customer';

const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      __typename
      ... on AppError {
        message
      }
    }
  }
`);

type Customer = NonNullable<ReturnType<typeof useCustomer>['customer']>;

/**
 * /customers/{id} (spec part 2 §2): details, Navigate, Copy address, Create Job, Edit, Delete; the equipment with Add
 * equipment, and for the office the quotes (with New quote) and invoices, each for this customer.
 */
export function CustomerProfilePage() {
  const { id = '' } = useParams();
  const { customer, loading, notFound, error } = useCustomer(id);
  if (loading) return <Skeleton shape="rect" height={240} />;
  if (!customer || notFound) return <CustomerMissing error={error} />;
  return <CustomerProfile customer={customer} />;
}

function CustomerProfile({ customer }: { customer: Customer }) {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const mayDelete = useCan('deleteCustomers');
  const seesQuotes = useCan('manageQuotes');
  const seesInvoices = useCan('manageInvoices');
  const [editing, setEditing] = useState(false);
  const [addingEquipment, setAddingEquipment] = useState(false);
  const client = useApolloClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [remove] = useMutation(DeleteCustomerMutation, { update: (cache) => forgetCustomer(cache, customer.id) });

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(customer.address);
      toast.success('Address copied', customer.address);
    } catch {
      toast.error('Could not copy the address', customer.address);
    }
  }

  async function confirmDelete() {
    try {
      unwrap((await remove({ variables: { id: customer.id } })).data?.deleteCustomer, 'Failed to delete');
    } catch (err) {
      toast.error('Failed to delete', messageOf(err, 'Failed to delete'));
      throw err;
    }
    toast.success('Customer deleted', customer.name);
    navigate('/customers', { replace: true });
  }

  const hasAddress = customer.address !== '';
  const details = [
    { term: 'Contact', value: customer.contactName },
    { term: 'Email', value: customer.email && <Link href={mailtoHref(customer.email)}>{customer.email}</Link> },
    { term: 'Phone', value: customer.phone && <Link href={telHref(customer.phone)}>{customer.phone}</Link> },
    { term: 'Address', value: customer.address },
    { term: 'ABN', value: customer.abn && formatAbn(customer.abn) },
    { term: 'Notes', value: customer.notes },
  ].filter((item) => !!item.value);

  return (
    <>
      <PageHeader
        leading={<Avatar name={customer.name} size="xl" />}
        title={customer.name}
        subtitle={`Customer since ${formatDay(customer.createdAt, timeZone)}`}
        back={{ href: '/customers', label: 'Customers' }}
      />
      <div className={css.actions}>
        <Button variant="primary" icon={<JobsIcon size={16} />} onPress={() => navigate(`/jobs/new?customerId=${customer.id}`)}>
          Create Job
        </Button>
        <Button isDisabled={!hasAddress} onPress={() => window.open(mapSearchUrl(customer.address), '_blank', 'noopener,noreferrer')}>
          Navigate
        </Button>
        <Button variant="secondary" isDisabled={!hasAddress} onPress={copyAddress}>
          Copy address
        </Button>
        <Button variant="secondary" onPress={() => setEditing(true)}>
          Edit
        </Button>
        {mayDelete && (
          <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        )}
      </div>

      <Grid columns="main">
        <Card title="Details" padding="md">
          {details.length ? (
            <DescriptionList items={details} />
          ) : (
            <p className={css.subtle}>No contact details yet. Use Edit to add them.</p>
          )}
          <CustomerRemindersSwitch
            customerId={customer.id}
            off={customer.noPaymentReminders}
            onChange={() => void client.refetchQueries({ include: ['CustomerProfile'] })}
          />
        </Card>
        <Card
          aria-label="Equipment"
          title="Equipment"
          padding="md"
          description={customer.equipment.length === 1 ? '1 item' : `${customer.equipment.length} items`}
          actions={
            <Button size="sm" variant="secondary" icon={<EquipmentIcon size={14} />} onPress={() => setAddingEquipment(true)}>
              Add equipment
            </Button>
          }
        >
          {customer.equipment.length ? (
            <EntryList aria-label="Equipment">
              {customer.equipment.map((e) => (
                <Entry
                  key={e.id}
                  title={<Link href={`/equipment/${e.id}`}>{e.name}</Link>}
                  meta={[e.make, e.model, e.serial && `S/N ${e.serial}`].filter(Boolean).join(' · ')}
                  aside={
                    e.nextServiceDueAt ? (
                      <Badge tone={Date.parse(e.nextServiceDueAt) < Date.now() ? 'red' : 'blue'}>
                        Next service {formatLongDate(e.nextServiceDueAt, timeZone)}
                      </Badge>
                    ) : e.serviceIntervalMonths || e.serviceIntervalHours ? (
                      <Badge tone="grey">{intervalLabel(e)}</Badge>
                    ) : null
                  }
                />
              ))}
            </EntryList>
          ) : (
            <p className={css.subtle}>
              <EquipmentIcon size={14} /> No equipment for this customer yet.
            </p>
          )}
        </Card>
        {seesQuotes && <CustomerQuotes customerId={customer.id} />}
        {seesInvoices && <CustomerInvoices customerId={customer.id} />}
      </Grid>
      <JobHistory jobs={customer.jobs} />
      <ServiceReportsCard signOffs={customer.signOffs} empty="No service reports signed for this customer yet." />
      <EquipmentDialog
        isOpen={addingEquipment}
        onOpenChange={setAddingEquipment}
        customer={{ id: customer.id, name: customer.name, address: customer.address }}
        onSaved={() => {
          toast.success('Equipment added');
          void client.refetchQueries({ include: ['CustomerProfile'] });
        }}
      />

      <Modal isOpen={editing} onOpenChange={setEditing}>
        <Dialog title="Edit Customer">
          <CustomerForm
            customer={customer}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              toast.success('Customer saved');
            }}
          />
        </Dialog>
      </Modal>
      <AlertDialog
        title="Delete Customer"
        variant="destructive"
        isOpen={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete {customer.name}? Their jobs and equipment are kept, without a customer. This cannot be undone.
      </AlertDialog>
    </>
  );
}
