import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { openXeroAsSealed } from '../src/domain/accounting/open-xero.ts';
import { pushContact } from '../src/domain/accounting/push-contact.ts';
import { openSync, runPush } from '../src/domain/accounting/sync-jobs.ts';
import { business, dyingOnceBeforeSave, EDITED_CUSTOMER, syncSettled, useSyncWorld, WEBHOOK_KEY, world } from './accounting-sync-world.ts';
import { Agent } from './agent.ts';
import type { AccountingFake } from './fake-xero/accounting.ts';

// Contacts both ways with Xero: a customer edited in Spanner after its contact went is updated in Xero through the
// contact's ledger row (once, however often the job runs or when its save was lost; a name another contact holds is
// refused in Xero's words and the invoice still goes); with the books chosen as the owner of contacts' details, a
// contact edited in Xero comes back to the customer by the webhook's pull, and Spanner's own edits are no longer sent.
// With Spanner the owner (the default), Xero's edits stay in Xero.

useSyncWorld();
let xero: AccountingFake;
beforeAll(() => {
  xero = world.xero;
});

/** A business whose emailed invoice put its customer in Xero as a contact. */
async function inXero(name: string, contactsSource: 'spanner' | 'books' = 'spanner') {
  const b = await business(name);
  await b.db.accountingConnection.updateMany({ data: { contactsSource } });
  await b.invoice();
  await syncSettled();
  expect(b.books.contacts).toHaveLength(1);
  const contactRow = () => b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'contact' } });
  const contactCalls = () =>
    world.fake.requests.filter((r) => r.method === 'POST' && r.path === `/api.xro/2.0/Contacts/${b.books.contacts[0].ContactID}`).length;
  return { ...b, contact: b.books.contacts[0], contactRow, contactCalls };
}

const webhook = (tenantId: string, contactId: string) => {
  const hook = xero.webhook(WEBHOOK_KEY, [{ tenantId, category: 'CONTACT', resourceId: contactId }]);
  return new Agent(world.t).request('POST', '/api/webhooks/xero', {
    payload: hook.body,
    headers: { 'content-type': 'application/json', 'x-xero-signature': hook.signature },
  });
};

describe('contact edits from Spanner', () => {
  it('a customer renamed in Spanner is renamed once in Xero, with its ABN, phone and street address; a replayed job changes nothing more', async () => {
    const b = await inXero('Renamed Contact Plumbing');
    const edited = await b.admin.put(`/api/customers/${b.customer.id}`, EDITED_CUSTOMER);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await syncSettled();
    expect(b.books.contacts).toHaveLength(1);
    const [contact] = b.books.contacts;
    expect([contact.ContactID, contact.Name, contact.TaxNumber, contact.EmailAddress]).toEqual([
      b.contact.ContactID,
      'Bayside Dental Group',
      '51824753556',
      b.email,
    ]);
    expect(contact.Phones).toEqual([expect.objectContaining({ PhoneType: 'DEFAULT', PhoneNumber: '03 9555 1234' })]);
    expect(contact.Addresses).toEqual([
      expect.objectContaining({
        AddressType: 'STREET',
        AddressLine1: '12 Bay Road',
        City: 'Sandringham',
        Region: 'VIC',
        PostalCode: '3191',
      }),
    ]);
    expect(b.contactCalls()).toBe(1);
    expect(await b.contactRow()).toMatchObject({ state: 'sent', remoteId: contact.ContactID, lastError: null });
    const activity = (await b.admin.get('/api/accounting/activity')).body as { label: string; state: string }[];
    expect(activity).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Bayside Dental Group', state: 'sent' })]));

    // The job again (a retry, a second process), and the next invoice's push: nothing more sent to Xero.
    for (let i = 0; i < 2; i++) await runPush(b.ctx, { orgId: b.org.id, recordType: 'contact', recordId: b.customer.id }, openXeroAsSealed);
    await b.invoice();
    await syncSettled();
    expect(b.books.invoices.map((i) => i.Contact.ContactID)).toEqual([contact.ContactID, contact.ContactID]);
    expect([b.books.contacts.length, b.contactCalls()]).toEqual([1, 1]);

    // An edit of what the contact does not carry (the notes) queues nothing.
    expect((await b.admin.put(`/api/customers/${b.customer.id}`, { notes: 'Back gate code 1234' })).status).toBe(200);
    await syncSettled();
    expect(b.contactCalls()).toBe(1);
    expect((await b.contactRow()).state).toBe('sent');
  });

  it("an update whose save was lost is sent again with the same key, and Xero's replay answers it: one change", async () => {
    const b = await inXero('Lost Save Contact Plumbing');
    // Edited directly (no job queued): the test makes the push itself.
    await b.db.customer.update({ where: { id: b.customer.id }, data: { name: 'Bayside Dental Group' } });
    const open = async (db: Db) => {
      const scope = await openSync(db, { config: world.t.config, jobs: world.t.app.services.jobs }, openXeroAsSealed);
      if (!scope) throw new Error('not connected');
      return scope;
    };
    await expect(pushContact(await open(dyingOnceBeforeSave(b.db)), b.customer.id)).rejects.toThrow('the process died before saving');
    expect(await b.contactRow()).toMatchObject({ state: 'failed', lastError: 'the process died before saving (trying again)' });
    expect(b.books.contacts[0].Name).toBe('Bayside Dental Group');
    const updatedAt = b.books.contacts[0].UpdatedDateUTC;
    await pushContact(await open(b.db), b.customer.id);
    const calls = world.fake.requests.filter((r) => r.method === 'POST' && r.path === `/api.xro/2.0/Contacts/${b.contact.ContactID}`);
    expect(calls.map((r) => r.headers['idempotency-key'])).toEqual([
      calls[0].headers['idempotency-key'],
      calls[0].headers['idempotency-key'],
    ]);
    expect([b.books.contacts.length, b.books.contacts[0].UpdatedDateUTC]).toEqual([1, updatedAt]);
    expect((await b.contactRow()).state).toBe('sent');
  });

  it("a name another Xero contact holds is refused on the contact's row in Xero's words; the next invoice still goes to the contact", async () => {
    const b = await inXero('Name Taken Plumbing');
    xero.books(b.tenant.tenantId).contacts.push({
      ContactID: 'harbour-1',
      Name: 'Harbour Dental',
      ContactStatus: 'ACTIVE',
      UpdatedDateUTC: '/Date(0+0000)/',
    });
    expect((await b.admin.put(`/api/customers/${b.customer.id}`, { name: 'Harbour Dental' })).status).toBe(200);
    await syncSettled();
    expect(await b.contactRow()).toMatchObject({
      state: 'failed',
      lastError:
        'Xero says: The contact name Harbour Dental is already assigned to another contact. The contact name must be unique across all active contacts.',
    });
    expect(b.books.contacts.map((c) => c.Name)).toEqual(['Bayside Family Dental', 'Harbour Dental']);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toMatchObject({ count: 1 });

    const { inv } = await b.invoice();
    await syncSettled();
    expect(b.books.invoices.find((i) => i.InvoiceNumber === inv.number)?.Contact.ContactID).toBe(b.contact.ContactID);
    expect((await b.contactRow()).state).toBe('failed');
  });
});

describe('contacts from the books', () => {
  it('with the books chosen, a contact changed in Xero comes back to the customer by the webhook, and Spanner’s edits are not sent', async () => {
    const b = await inXero('Books Own Contacts Plumbing', 'books');
    xero.editContactInXero(b.tenant.tenantId, b.contact.ContactID, {
      Name: 'Bayside Dental Co',
      EmailAddress: 'office@baysidedental.test',
      TaxNumber: '51 824 753 556',
      Phones: [{ PhoneType: 'DEFAULT', PhoneAreaCode: '03', PhoneNumber: '9555 7777' }],
      Addresses: [{ AddressType: 'STREET', AddressLine1: '4 Beach Road', City: 'Hampton', Region: 'VIC', PostalCode: '3188' }],
    });
    for (let i = 0; i < 2; i++) {
      expect((await webhook(b.tenant.tenantId, b.contact.ContactID)).status).toBe(200);
      await syncSettled();
    }
    const customer = (await b.admin.get(`/api/customers/${b.customer.id}`)).body.customer;
    expect(customer).toMatchObject({
      name: 'Bayside Dental Co',
      email: 'office@baysidedental.test',
      abn: '51824753556',
      phone: '03 9555 7777',
      street: '4 Beach Road',
      suburb: 'Hampton',
      state: 'VIC',
      postcode: '3188',
    });
    // Nothing was sent back: the books own the details.
    expect(b.contactCalls()).toBe(0);

    // An edit in Spanner stays in Spanner while the books own contacts.
    expect((await b.admin.put(`/api/customers/${b.customer.id}`, { name: 'Bayside Dental (Spanner)' })).status).toBe(200);
    await b.invoice();
    await syncSettled();
    expect(b.contactCalls()).toBe(0);
    expect(b.books.contacts.map((c) => c.Name)).toEqual(['Bayside Dental Co']);
  });

  it('with Spanner the owner (the default), a contact changed in Xero leaves the customer as it is', async () => {
    const b = await inXero('Spanner Owns Contacts Plumbing');
    xero.editContactInXero(b.tenant.tenantId, b.contact.ContactID, { Name: 'Renamed In Xero', EmailAddress: 'xero@example.test' });
    expect((await webhook(b.tenant.tenantId, b.contact.ContactID)).status).toBe(200);
    await syncSettled();
    await b.pull();
    expect(await b.db.customer.findFirstOrThrow({ where: { id: b.customer.id }, select: { name: true, email: true } })).toEqual({
      name: 'Bayside Family Dental',
      email: b.email,
    });
  });
});
