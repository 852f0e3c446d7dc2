import { expect } from 'vitest';
import { sealTokens } from '../src/domain/accounting/connection-tokens.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, type TestApp } from './harness.ts';

// What the payroll export tests share: a technician's approved week with known figures, the books connection a test
// seals for it, and where the office's review says the week went.

/** Melbourne wall-clock time on a day of the week of Monday 16 November 2026 (AEDT, UTC+11). */
export const at = (day: number, hhmm: string) => new Date(`2026-11-${16 + day}T${hhmm}:00+11:00`).toISOString();
export const WEEK = '2026-11-16';

/**
 * A business whose technician's week is submitted and approved: Monday 7 h paid (6 ordinary, 1 of travel), Tuesday
 * 10 h (8 ordinary, 2 overtime past the default 8 a day).
 */
export async function approvedTechWeek(t: TestApp, name: string) {
  const o = await createOrg(t, name);
  const [admin, manager, tech] = await Promise.all([signedIn(t, o.admin), signedIn(t, o.manager), signedIn(t, o.technician)]);
  const job = (await admin.post('/api/jobs', { title: 'Split system service', assigned_tech_ids: [o.technician.id] })).body.id as string;
  const days = [
    {
      start: at(0, '07:00'),
      end: at(0, '14:30'),
      segments: [
        { kind: 'travel', start: at(0, '07:00'), end: at(0, '07:30') },
        { kind: 'work', start: at(0, '07:30'), end: at(0, '10:00'), job_id: job },
        { kind: 'break', start: at(0, '10:00'), end: at(0, '10:30') },
        { kind: 'work', start: at(0, '10:30'), end: at(0, '14:00'), job_id: job },
        { kind: 'travel', start: at(0, '14:00'), end: at(0, '14:30') },
      ],
    },
    {
      start: at(1, '06:00'),
      end: at(1, '16:30'),
      segments: [
        { kind: 'work', start: at(1, '06:00'), end: at(1, '12:00'), job_id: job },
        { kind: 'break', start: at(1, '12:00'), end: at(1, '12:30') },
      ],
    },
  ];
  for (const day of days) {
    const res = await tech.post('/api/timesheets/shifts', day);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const weekId = (await tech.post('/api/timesheets/week/submit', { week_start: WEEK })).body.id as string;
  expect((await manager.post(`/api/timesheets/weeks/${weekId}/approve`)).status).toBe(200);
  return { o, admin, manager, tech, weekId };
}

/** The organisation's books connection, made as the connect flow leaves it, with tokens the fake issued. */
export const connectBooks = (
  t: TestApp,
  orgId: string,
  books: { provider: 'xero' | 'myob'; tenantId: string; tenantName: string; accessToken: string; refreshToken: string },
) =>
  t.database.db.accountingConnection.create({
    data: {
      orgId,
      provider: books.provider,
      tenantId: books.tenantId,
      tenantName: books.tenantName,
      tokensSealed: sealTokens(t.config, {
        accessToken: books.accessToken,
        refreshToken: books.refreshToken,
        expiresAt: Date.now() + 24 * 3600_000,
      }),
      mappings: {},
    },
  });

/** Where the office's review says the week went: null before it is exported (the week itself must be there). */
export async function exportedOf(a: Agent, weekId: string) {
  const weeks = (await a.get(`/api/timesheets/review?week_start=${WEEK}`)).body as { id: string; exported_to: string | null }[];
  const week = weeks.find((w) => w.id === weekId);
  if (!week) throw new Error(`week ${weekId} is not in the review`);
  return week.exported_to;
}
