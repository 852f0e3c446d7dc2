import type { BooksContact } from '../../integrations/accounting/books.ts';
import { updateCustomerSchema } from '../customers/schemas.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { CONTACT_SELECT, type ContactCustomer, contactHash } from './contact-details.ts';
import type { SyncScope } from './sync-scope.ts';

type CustomerField = keyof ContactCustomer;

/** The books' value of each customer field, as far as the books hold one (an empty field in the books changes nothing). */
const booksValues = (c: BooksContact): Partial<Record<CustomerField, string | null>> => ({
  name: c.name,
  email: c.email,
  abn: c.taxNumber,
  phone: c.phone,
  street: c.address?.street ?? null,
  suburb: c.address?.suburb ?? null,
  state: c.address?.state ?? null,
  postcode: c.address?.postcode ?? null,
});

/**
 * A contact changed in the books, when the business chose the books as the owner of contacts' details: the Spanner
 * customer it was synced from (its contact row's `remoteId`) takes the books' name, email, ABN, phone and street
 * address. Each value passes the customer form's own rules (an ABN that is not one, a phone that is not Australian is
 * left out) and an empty one in the books leaves Spanner's as it is. Saved as an edit of the customer
 * (`customer.updated`), and the row's `sentHash` becomes the new details' so nothing is sent back. True when the
 * customer changed.
 */
export async function applyBooksContact(s: SyncScope, contact: BooksContact): Promise<boolean> {
  const row = await s.db.accountingSyncRecord.findFirst({
    where: { connectionId: s.connection.id, recordType: 'contact', operation: 'push', remoteId: contact.id },
    select: { id: true, recordId: true, sentHash: true },
  });
  if (!row) return false;
  const customer = await s.db.customer.findFirst({ where: { id: row.recordId }, select: CONTACT_SELECT });
  if (!customer) return false;
  const data: Partial<ContactCustomer> = {};
  for (const [field, value] of Object.entries(booksValues(contact)) as [CustomerField, string | null][]) {
    if (!value?.trim()) continue;
    const parsed = updateCustomerSchema.safeParse({ [field]: value });
    const taken = parsed.success ? (parsed.data as Partial<ContactCustomer>)[field] : undefined;
    if (taken && taken !== customer[field]) data[field] = taken;
  }
  const hash = contactHash({ ...customer, ...data });
  if (!Object.keys(data).length) {
    if (row.sentHash !== hash) await s.db.accountingSyncRecord.update({ where: { id: row.id }, data: { sentHash: hash } });
    return false;
  }
  await writeWithWebhooks(
    s,
    s.connection.orgId,
    async (tx) => {
      await tx.customer.update({ where: { id: row.recordId }, data });
      await tx.accountingSyncRecord.update({ where: { id: row.id }, data: { sentHash: hash, remoteUpdatedAt: contact.updatedAt } });
    },
    () => [{ type: 'customer.updated', id: row.recordId }],
  );
  return true;
}
