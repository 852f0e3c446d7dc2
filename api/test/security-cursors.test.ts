import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// A connection cursor made from a row the caller may not see (another organisation's, or for a
// technician a colleague's job) was looked up without the caller's scope and shifted which of the caller's rows
// came back — an oracle that recovered another organisation's customer name letter by letter. A forged cursor now
// finds no row, so the page is empty whatever the hidden row's sort key is.

let t: TestApp;
let a: JobsOrg;
let b: JobsOrg;

beforeAll(async () => {
  t = await startTestApp();
  a = await jobsOrg(t, 'Alpha');
  b = await jobsOrg(t, 'Bravo');
});
afterAll(() => t.close());

/** A real cursor of the caller's with another row's id in it: what the attacker sends. */
const forge = (cursor: string, realId: string, otherId: string) =>
  Buffer.from(Buffer.from(cursor, 'base64').toString('utf8').replace(realId, otherId)).toString('base64');

const names = (connection: { edges: { node: { name?: string; title?: string } }[] }) =>
  connection.edges.map((e) => e.node.name ?? e.node.title);

describe('a forged cursor', () => {
  it("made from another organisation's customer returns nothing, wherever its name sorts", async () => {
    const db = t.database.db;
    const low = await db.customer.create({ data: { orgId: a.org.id, name: 'Aaa hidden' } });
    const high = await db.customer.create({ data: { orgId: a.org.id, name: 'Mmm hidden' } });
    const query = 'query ($after: String) { customers(first: 50, after: $after) { edges { cursor node { id name } } } }';
    const own = (await b.as.admin.gql(query)).data.customers;
    expect(names(own).length).toBeGreaterThan(1);
    const [first] = own.edges;
    // The real cursor pages normally …
    expect(names((await b.as.admin.gql(query, { after: first.cursor })).data.customers)).toEqual(names(own).slice(1));
    // … a forged one shows nothing, so the answer no longer depends on where the hidden name sorts.
    for (const hidden of [low, high]) {
      const page = await b.as.admin.gql(query, { after: forge(first.cursor, first.node.id, hidden.id) });
      expect(page.data?.customers?.edges ?? []).toEqual([]);
    }
  });

  it("made from another organisation's equipment returns nothing", async () => {
    const query = 'query ($after: String) { equipmentList(first: 50, after: $after) { edges { cursor node { id name } } } }';
    const own = (await b.as.admin.gql(query)).data.equipmentList;
    const [first] = own.edges;
    const page = await b.as.admin.gql(query, { after: forge(first.cursor, first.node.id, a.equipment.split.id) });
    expect(page.data?.equipmentList?.edges ?? []).toEqual([]);
  });

  it("made from a colleague's job returns nothing to a technician, while office roles page as usual", async () => {
    const mine = await Promise.all(
      ['Mine 1', 'Mine 2', 'Mine 3'].map((title, i) =>
        insertJob(t, b, { title, techIds: [b.tech.id], scheduledAt: new Date(Date.UTC(2026, 10, 10 + i)) }),
      ),
    );
    const hidden = await insertJob(t, b, {
      title: 'Colleague secret',
      techIds: [b.tech2.id],
      scheduledAt: new Date(Date.UTC(2026, 10, 11, 12)),
    });
    const query = 'query ($after: String) { jobs(first: 50, after: $after, view: all) { edges { cursor node { id title } } } }';
    const own = (await b.as.tech.gql(query)).data.jobs;
    expect(names(own)).toEqual(['Mine 3', 'Mine 2', 'Mine 1']);
    const [first] = own.edges;
    const forged = forge(first.cursor, first.node.id, hidden.id);
    expect((await b.as.tech.gql(query, { after: forged })).data.jobs.edges).toEqual([]);
    // The office sees the job, so the same cursor is simply a cursor to them.
    expect(names((await b.as.admin.gql(query, { after: forged })).data.jobs)).toContain('Mine 1');
    expect(mine).toHaveLength(3);
  });
});
