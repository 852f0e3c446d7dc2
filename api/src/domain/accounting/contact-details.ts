import type { ContactDetails } from '../../integrations/accounting/books.ts';
import { contentHash } from './sync-ledger.ts';

/** The customer fields a contact in the books carries (docs/accounting.md, "Contacts"). */
export const CONTACT_SELECT = {
  name: true,
  email: true,
  abn: true,
  phone: true,
  street: true,
  suburb: true,
  state: true,
  postcode: true,
} as const;

export type ContactCustomer = {
  name: string;
  email: string | null;
  abn: string | null;
  phone: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
};

const orNull = (v: string | null) => (v?.trim() ? v.trim() : null);

/** A customer as its contact in the books: name, email, ABN, phone and street address (none when it has none). */
export function contactDetails(c: ContactCustomer): ContactDetails {
  const address = { street: orNull(c.street), suburb: orNull(c.suburb), state: orNull(c.state), postcode: orNull(c.postcode) };
  return {
    name: c.name.trim(),
    email: orNull(c.email),
    taxNumber: orNull(c.abn),
    phone: orNull(c.phone),
    address: Object.values(address).some(Boolean) ? address : null,
  };
}

/** The hash a contact row keeps as `sentHash`: the details last sent to (or taken from) the books. */
export const contactHash = (c: ContactCustomer) => contentHash(contactDetails(c));

/** Whether the business chose the books as the owner of contacts' details (Settings → Accounting → Mappings). */
export const booksOwnContacts = (connection: { contactsSource?: string | null }) => connection.contactsSource === 'books';
