import { useMutation, useQuery } from '@apollo/client/react';
import { parseDate } from '@internationalized/date';
import { dayKeyOf, midnightOf } from '@rules/zoned-time';
import {
  Banner,
  Button,
  ComboBox,
  DatePicker,
  Dialog,
  Form,
  FormActions,
  FormRow,
  type Key,
  Modal,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { EquipmentDialogFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useDebounced } from '../../lib/use-debounced';
import { ServiceIntervalFields } from './ServiceIntervalFields';
import { choiceOf, type IntervalChoice, intervalFieldsOf } from './service-interval';

export const EquipmentDialogFields = graphql(`
  fragment EquipmentDialogFields on Equipment {
    id
    name
    make
    model
    serial
    notes
    equipmentType
    serviceIntervalMonths
    serviceIntervalHours
    serviceRegime
    lastServiceEnteredAt
    customer {
      id
      name
      address
    }
  }
`);

const CustomerChoices = graphql(`
  query EquipmentDialogCustomers($search: String) {
    customers(search: $search, first: 50) {
      edges {
        node {
          id
          name
          address
        }
      }
    }
  }
`);

const CreateEquipment = graphql(`
  mutation CreateEquipment($input: CreateEquipmentInput!) {
    createEquipment(input: $input) {
      __typename
      ... on Equipment {
        ...EquipmentDialogFields
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

const UpdateEquipment = graphql(`
  mutation UpdateEquipment($id: ID!, $input: UpdateEquipmentInput!) {
    updateEquipment(id: $id, input: $input) {
      __typename
      ... on Equipment {
        ...EquipmentDialogFields
        updatedAt
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

type Customer = { id: string; name: string; address: string };

export interface EquipmentDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The equipment to edit; without it the dialog adds new equipment. */
  equipment?: EquipmentDialogFieldsFragment | null;
  /** Called with the saved equipment's id (after the dialog closes). */
  onSaved?: (id: string) => void;
  /** New equipment's customer, chosen already (Add equipment on a customer's profile). */
  customer?: Customer | null;
}

/** New Equipment and Edit Equipment (spec part 1 §2 "Equipment dialog"). */
export function EquipmentDialog({ isOpen, onOpenChange, equipment, onSaved, customer }: EquipmentDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={equipment ? 'Edit Equipment' : 'New Equipment'}>
        {(close) => (
          <EquipmentForm
            equipment={equipment ?? null}
            initialCustomer={equipment ? (equipment.customer ?? null) : (customer ?? null)}
            onCancel={close}
            onSaved={(id) => {
              close();
              onSaved?.(id);
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function EquipmentForm({
  equipment,
  initialCustomer,
  onCancel,
  onSaved,
}: {
  equipment: EquipmentDialogFieldsFragment | null;
  initialCustomer: Customer | null;
  onCancel: () => void;
  onSaved: (id: string) => void;
}) {
  const [name, setName] = useState(equipment?.name ?? '');
  const [make, setMake] = useState(equipment?.make ?? '');
  const [model, setModel] = useState(equipment?.model ?? '');
  const [serial, setSerial] = useState(equipment?.serial ?? '');
  const [notes, setNotes] = useState(equipment?.notes ?? '');
  const [equipmentType, setEquipmentType] = useState(equipment?.equipmentType ?? '');
  const [interval, setServiceInterval] = useState<IntervalChoice>(() => choiceOf(equipment));
  const timeZone = useTimeZone();
  const [lastService, setLastService] = useState(equipment?.lastServiceEnteredAt ? dayKeyOf(equipment.lastServiceEnteredAt, timeZone) : '');
  const [lastServiceError, setLastServiceError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<Customer | null>(initialCustomer);
  const [customerText, setCustomerText] = useState(initialCustomer?.name ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);

  // The customer list is searched on the server as the user types (a business may have thousands).
  const search = useDebounced(customerText === customer?.name ? '' : customerText, 200);
  const { data, previousData } = useQuery(CustomerChoices, { variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
  // While the next search loads, the last answer stays listed: the options never blink out from under a choice
  // (an Enter pressed in that gap chose nothing, and the address stayed empty).
  const customerData = data ?? previousData;
  // Every customer the search has shown, so the one chosen is found even when the list changed under the choice
  // (a later answer of the search arriving between the option's focus and Enter).
  const seen = useRef(new Map<string, Customer>());
  const customers = useMemo(() => {
    const found: Customer[] = customerData?.customers.edges.map((e) => e.node) ?? [];
    for (const c of found) seen.current.set(c.id, c);
    // The chosen customer stays an option, so the field keeps showing its name.
    const all = customer && !found.some((c) => c.id === customer.id) ? [customer, ...found] : found;
    return all.map((c) => ({ ...c, label: c.name }));
  }, [customerData, customer]);

  const [create, creating] = useMutation(CreateEquipment);
  const [update, updating] = useMutation(UpdateEquipment);
  const fallback = equipment ? 'Failed to save' : 'Failed to create equipment';

  function chooseCustomer(key: Key | null) {
    const next = key === null ? null : (seen.current.get(String(key)) ?? null);
    setCustomer(next ? { id: next.id, name: next.name, address: next.address } : null);
    setCustomerText(next?.name ?? '');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFieldErrors({});
    const intervalFields = intervalFieldsOf(interval);
    const found: Record<string, string> = 'errors' in intervalFields ? { ...intervalFields.errors } : {};
    if (!name.trim()) found.name = 'Name is required';
    if (lastServiceError) found.lastServiceEnteredAt = lastServiceError;
    if (Object.keys(found).length || 'errors' in intervalFields) {
      setFieldErrors(found);
      return;
    }
    const input = {
      name,
      make,
      model,
      serial,
      notes,
      equipmentType,
      customerId: customer?.id ?? null,
      ...intervalFields.fields,
      lastServiceEnteredAt: lastService ? midnightOf(lastService, timeZone).toISOString() : null,
    };
    try {
      const result = equipment
        ? (await update({ variables: { id: equipment.id, input } })).data?.updateEquipment
        : (await create({ variables: { input } })).data?.createEquipment;
      const saved = unwrap(result, fallback);
      toast.success(equipment ? 'Equipment saved' : 'Equipment created');
      onSaved(saved.id);
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      setError({ title: fallback, message: messageOf(err, '') || undefined });
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={fieldErrors} validationBehavior="aria">
      {error && (
        <Banner tone="error" title={error.title}>
          {error.message && error.message !== error.title ? error.message : null}
        </Banner>
      )}
      <TextField label="Name" name="name" isRequired value={name} onChange={setName} autoFocus placeholder="e.g. Office split system" />
      <FormRow>
        <TextField label="Make" name="make" value={make} onChange={setMake} placeholder="e.g. Daikin" />
        <TextField label="Model" name="model" value={model} onChange={setModel} />
      </FormRow>
      <TextField label="Serial" name="serial" value={serial} onChange={setSerial} />
      <ComboBox
        label="Customer"
        name="customerId"
        items={customers}
        value={customer?.id ?? null}
        onChange={chooseCustomer}
        inputValue={customerText}
        onInputChange={(text) => {
          setCustomerText(text);
          if (!text) setCustomer(null);
        }}
        placeholder="Search customers"
        emptyText="No customers match"
      />
      <TextField
        label="Address"
        isReadOnly
        value={customer?.address ?? ''}
        placeholder={customer ? 'No address on file' : 'Choose a customer'}
        description="From the customer"
      />
      <TextField
        label="Equipment type"
        name="equipmentType"
        value={equipmentType}
        onChange={setEquipmentType}
        placeholder="e.g. Air-conditioner, Forklift"
      />
      <ServiceIntervalFields
        value={interval}
        onChange={setServiceInterval}
        onPreset={(type) => setEquipmentType((t) => t || type)}
        errors={fieldErrors}
      />
      <DatePicker
        label="Last service"
        name="lastServiceEnteredAt"
        description="For equipment serviced before it was added; completed service jobs after it count"
        value={lastService ? parseDate(lastService) : null}
        onChange={(d) => {
          setLastService(d ? d.toString() : '');
          setLastServiceError(null);
        }}
        onTypedInvalid={setLastServiceError}
        errorMessage={fieldErrors.lastServiceEnteredAt}
      />
      <TextArea label="Notes" name="notes" value={notes} onChange={setNotes} rows={3} />
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={creating.loading || updating.loading}>
          {equipment ? 'Save' : 'Create'}
        </Button>
      </FormActions>
    </Form>
  );
}
