import { z } from 'zod';
import { formatAddress, type PostalAddress } from '../rules/address.ts';

/** The address fields of the spec's JSON (organisation, customer): the parts and the one-line address. */
export const addressJsonFields = {
  street: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  /** One line: '214 Brunswick Street, Fitzroy VIC 3065' ('' without an address). */
  address: z.string(),
};

export const toAddressJson = (a: PostalAddress) => ({
  street: a.street ?? null,
  suburb: a.suburb ?? null,
  state: a.state ?? null,
  postcode: a.postcode ?? null,
  address: formatAddress(a),
});
