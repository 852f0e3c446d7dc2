import { z } from 'zod';
import type { Customer } from '../db/generated/client.ts';
import { addressJsonFields, toAddressJson } from './address.views.ts';

// The customer JSON of the spec (part 1 §3, part 2 §3): snake_case field names, as the native wrappers read them.

export const customerJson = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...addressJsonFields,
  notes: z.string().nullable(),
  abn: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toCustomerJson = (c: Customer): z.input<typeof customerJson> => ({
  id: c.id,
  name: c.name,
  contact_name: c.contactName,
  email: c.email,
  phone: c.phone,
  ...toAddressJson(c),
  notes: c.notes,
  abn: c.abn,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** A customer as the job form's picker lists it: name and address. */
export const customerOptionJson = z.object({
  id: z.string(),
  name: z.string(),
  ...addressJsonFields,
});

export const customerOptionSelect = { id: true, name: true, street: true, suburb: true, state: true, postcode: true } as const;

export const toCustomerOptionJson = (c: Pick<Customer, keyof typeof customerOptionSelect>): z.input<typeof customerOptionJson> => ({
  id: c.id,
  name: c.name,
  ...toAddressJson(c),
});
