import { AppError } from '../../errors.ts';
import type { BooksContact } from '../../integrations/accounting/xero/xero-books.ts';
import { XeroCallError } from '../../integrations/accounting/xero/xero-books.ts';
import { booksOwnContacts, CONTACT_SELECT, contactDetails, contactHash } from './contact-details.ts';
import { isRefusal, ledgerRow, runClaimed } from './sync-ledger.ts';
import type { SyncScope } from './sync-scope.ts';

/** A name as the books' contacts are compared: case, punctuation, "&", "the" and company suffixes aside. */
export function normalisedName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(pty|ltd|limited|proprietary|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Customer = { name: string; email: string | null; abn: string | null };

/**
 * The books' contact for a customer, found before anything is made: by ABN (TaxNumber), then email, then a normalised
 * name. Null when none matches. An archived match is refused in words: invoices cannot go to an archived contact, and
 * a new one cannot take its name.
 */
async function matchingContact(s: SyncScope, customer: Customer): Promise<BooksContact | null> {
  const candidates: BooksContact[][] = [];
  if (customer.abn) candidates.push(await s.books.contactsWhere('TaxNumber', customer.abn));
  if (customer.email) candidates.push(await s.books.contactsWhere('EmailAddress', customer.email));
  const wanted = normalisedName(customer.name);
  const named = wanted ? await s.books.searchContacts(customer.name.split(/\s+/)[0] ?? customer.name) : [];
  candidates.push(named.filter((c) => normalisedName(c.name) === wanted));
  for (const found of candidates) {
    const active = found.find((c) => !c.archived);
    if (active) return active;
    if (found[0]) throw archived(found[0].name);
  }
  return null;
}

const archived = (name: string) =>
  new AppError('CONFLICT', `Xero says the contact name '${name}' is already used by an archived contact: restore it in Xero, then retry`);

/**
 * The customer's contact in the books: the one already synced, a matching one, or a new one (never a duplicate). A
 * contact already in the books whose details changed in Spanner since they were sent (the row's `sentHash`) is
 * updated there — unless the business chose the books as the owner of contacts' details, when Spanner sends none. A
 * name the books refuse (another contact holds it) fails the contact's row in their words.
 */
export async function pushContact(s: SyncScope, customerId: string): Promise<string> {
  const customer = await s.db.customer.findFirst({ where: { id: customerId }, select: CONTACT_SELECT });
  if (!customer) throw new AppError('NOT_FOUND', 'The customer was deleted');
  const row = await ledgerRow(s.db, s.connection.id, 'contact', customerId);
  const details = contactDetails(customer);
  const sentHash = contactHash(customer);
  const remoteId = row.remoteId;
  if (remoteId && (row.sentHash === sentHash || booksOwnContacts(s.connection))) {
    // Queued by an edit that changed nothing the books hold (or that they own): nothing to send.
    if (row.state !== 'sent') await s.db.accountingSyncRecord.update({ where: { id: row.id }, data: { state: 'sent', lastError: null } });
    return remoteId;
  }
  if (remoteId)
    return runClaimed(s, row, async (key) => {
      const saved = await s.books.updateContact(remoteId, details, key);
      return { remoteId: saved.id, sentHash, remoteUpdatedAt: saved.updatedAt };
    });
  return runClaimed(s, row, async (key) => {
    const match = await matchingContact(s, customer);
    if (match) return { remoteId: match.id, sentHash };
    try {
      const made = await s.books.createContact(details, key);
      return { remoteId: made.id, sentHash };
    } catch (e) {
      // The name is taken by a contact the look-ups did not return as a match (archived, or named alike).
      if (e instanceof XeroCallError && /already assigned to another contact/.test(e.message)) {
        const taken = await s.books.contactsWhere('Name', details.name);
        if (taken.some((c) => c.archived)) throw archived(details.name);
      }
      throw e;
    }
  });
}

/**
 * The contact an invoice goes to: as pushContact, except that a contact already in the books whose update the books
 * refused is still the invoice's contact (the refusal stays on the contact's row for the office).
 */
export async function invoiceContact(s: SyncScope, customerId: string): Promise<string> {
  try {
    return await pushContact(s, customerId);
  } catch (e) {
    const row = isRefusal(e) ? await ledgerRow(s.db, s.connection.id, 'contact', customerId) : null;
    if (row?.remoteId) return row.remoteId;
    throw e;
  }
}
