import { useMutation } from '@apollo/client/react';
import {
  AlertDialog,
  Avatar,
  Badge,
  Button,
  Card,
  Dialog,
  EquipmentIcon,
  JobsIcon,
  Link,
  Modal,
  Skeleton,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { useViewer } from '../auth/viewer';
import { isOffice } from '../imports/roles';
import { formatDay, mapSearchUrl } from './address';
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

/** /customers/{id} (spec part 2 §2): details, Navigate, Copy address, Create Job, Edit, Delete, and the equipment. */
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
  const { viewer } = useViewer();
  const [editing, setEditing] = useState(false);
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
      const { data } = await remove({ variables: { id: customer.id } });
      if (data?.deleteCustomer.__typename === 'AppError') throw new Error(data.deleteCustomer.message);
    } catch (err) {
      toast.error('Failed to delete', messageOf(err, 'Failed to delete'));
      throw err;
    }
    toast.success('Customer deleted', customer.name);
    navigate('/customers', { replace: true });
  }

  const hasAddress = customer.address !== '';
  const details = [
    ['Contact', customer.contactName],
    ['Email', customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>],
    ['Phone', customer.phone && <Link href={`tel:${customer.phone.replace(/\s/g, '')}`}>{customer.phone}</Link>],
    ['Address', customer.address],
    ['Notes', customer.notes],
  ].filter(([, value]) => !!value);

  return (
    <>
      <div className={css.profileHeader}>
        <Avatar name={customer.name} size="xl" />
        <div className={css.profileTitle}>
          <h1 className={css.heading}>{customer.name}</h1>
          <p className={css.subtle}>Customer since {formatDay(customer.createdAt, timeZone)}</p>
        </div>
      </div>
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
        {isOffice(viewer?.role) && (
          <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        )}
      </div>

      <div className={css.profileGrid}>
        <Card title="Details" padding="md">
          {details.length ? (
            <dl className={css.fieldList}>
              {details.map(([label, value]) => (
                <div key={label as string} className={css.fieldRow}>
                  <dt className={css.term}>{label}</dt>
                  <dd className={css.definition}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={css.subtle}>No contact details yet. Use Edit to add them.</p>
          )}
        </Card>
        <Card
          title="Equipment"
          padding="md"
          description={customer.equipment.length === 1 ? '1 item' : `${customer.equipment.length} items`}
        >
          {customer.equipment.length ? (
            <ul className={css.equipmentList}>
              {customer.equipment.map((e) => (
                <li key={e.id} className={css.equipmentItem}>
                  <Link href={`/equipment/${e.id}`}>{e.name}</Link>
                  <span className={css.subtle}>{[e.make, e.model, e.serial && `S/N ${e.serial}`].filter(Boolean).join(' · ')}</span>
                  {e.serviceIntervalMonths ? <Badge tone="blue">Service every {e.serviceIntervalMonths} months</Badge> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.subtle}>
              <EquipmentIcon size={14} /> No equipment for this customer yet.
            </p>
          )}
        </Card>
      </div>

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
