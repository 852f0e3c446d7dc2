// Shared setup for the jobs tests: an organisation with every role, customers, equipment and signed-in agents.
import sharp from 'sharp';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, type TestApp } from './harness.ts';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2b2b1f80000000049454e44ae426082',
  'hex',
);

/** A multipart body with one or more files in a field. */
export function multipart(parts: { field: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = '----spanner-jobs-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
    );
    chunks.push(p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An organisation with an admin, a manager and two technicians, two customers and their equipment, signed in. */
export async function jobsOrg(t: TestApp, name: string) {
  const org = await createOrg(t, name, ['admin', 'manager', 'technician', 'technician']);
  const [admin, manager, tech, tech2] = org.users;
  const db = t.database.db;
  const acme = await db.customer.create({
    data: {
      orgId: org.org.id,
      name: `${name} Acme Cafe`,
      street: '1 Main St',
      suburb: 'Preston',
      state: 'VIC',
      postcode: '3072',
      phone: '0390000000',
    },
  });
  const bolt = await db.customer.create({ data: { orgId: org.org.id, name: `${name} Bolt Gym` } });
  const split = await db.equipment.create({
    data: { orgId: org.org.id, customerId: acme.id, name: 'Daikin split', make: 'Daikin', serviceIntervalMonths: 12 },
  });
  const ducted = await db.equipment.create({
    data: { orgId: org.org.id, customerId: acme.id, name: 'Ducted unit', make: 'ActronAir', serviceIntervalMonths: 6 },
  });
  const fridge = await db.equipment.create({
    data: { orgId: org.org.id, customerId: acme.id, name: 'Cool room', make: 'Kirby', serviceIntervalMonths: null },
  });
  const treadmillAc = await db.equipment.create({
    data: { orgId: org.org.id, customerId: bolt.id, name: 'Gym cassette', make: 'Fujitsu' },
  });
  const agent = async (email: string) => {
    const a = new Agent(t);
    await a.login(email, PASSWORD);
    return a;
  };
  return {
    org: org.org,
    admin,
    manager,
    tech,
    tech2,
    customers: { acme, bolt },
    equipment: { split, ducted, fridge, treadmillAc },
    as: {
      admin: await agent(admin.email),
      manager: await agent(manager.email),
      tech: await agent(tech.email),
      tech2: await agent(tech2.email),
    },
  };
}

export type JobsOrg = Awaited<ReturnType<typeof jobsOrg>>;

/** A job straight in the database (fast, for lists and permissions). */
export function insertJob(
  t: TestApp,
  o: JobsOrg,
  data: {
    title?: string;
    status?: 'new' | 'scheduled' | 'confirmed' | 'in_progress' | 'done' | 'cancelled';
    scheduledAt?: Date | null;
    techIds?: string[];
    equipmentIds?: string[];
    customerId?: string | null;
    createdById?: string;
    jobType?: 'service' | 'repair' | 'installation' | 'other';
    confirmationToken?: string | null;
  } = {},
) {
  return t.database.db.job.create({
    data: {
      orgId: o.org.id,
      title: data.title ?? 'Job',
      status: data.status ?? 'new',
      jobType: data.jobType ?? null,
      scheduledAt: data.scheduledAt ?? null,
      customerId: data.customerId === undefined ? o.customers.acme.id : data.customerId,
      createdById: data.createdById ?? o.admin.id,
      confirmationToken: data.confirmationToken ?? null,
      technicians: { create: (data.techIds ?? []).map((userId) => ({ userId })) },
      equipment: { create: (data.equipmentIds ?? []).map((equipmentId) => ({ equipmentId })) },
    },
  });
}

export const del = (a: Agent, url: string) => a.request('DELETE', url);

/** Many jobs at once, each with two technicians and two units (for list sizes and query counts). */
export async function insertManyJobs(t: TestApp, o: JobsOrg, count: number, from = 0) {
  const db = t.database.db;
  const jobs = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    orgId: o.org.id,
    title: `Bulk ${from + i}`,
    status: 'scheduled' as const,
    scheduledAt: new Date(Date.UTC(2026, 1, 1, 0, from + i)),
    customerId: o.customers.acme.id,
    createdById: o.admin.id,
  }));
  await db.job.createMany({ data: jobs });
  await db.jobTechnician.createMany({ data: jobs.flatMap((j) => [o.tech.id, o.tech2.id].map((userId) => ({ jobId: j.id, userId }))) });
  await db.jobEquipment.createMany({
    data: jobs.flatMap((j) => [o.equipment.split.id, o.equipment.ducted.id].map((equipmentId) => ({ jobId: j.id, equipmentId }))),
  });
}

/** A signature pad's kind of image: a transparent PNG with a stroke across it. */
export const SIGNATURE_PNG: Promise<Buffer> = sharp({
  create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();
