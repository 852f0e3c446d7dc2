import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import { buildExportJob } from '../src/domain/export/build-export-job.ts';
import { parseCsv } from '../src/domain/imports/csv.ts';
import type { Agent } from './agent.ts';
import type { TestApp } from './harness.ts';

/** What the build job is given when a test runs it by hand rather than through the app's workers. */
export const byHand = (t: TestApp, attempt = 1, services: Partial<TestApp['app']['services']> = {}) => ({
  ...t.app.services,
  ...services,
  jobId: 'by-hand',
  attempt,
  signal: new AbortController().signal,
  log: () => {},
});

/**
 * An export asked for by `agent` (an admin) and built here, by hand, without the app's workers: the URL its card
 * then offers. For tests about what the ZIP holds rather than how it is built.
 */
export async function builtExportUrl(t: TestApp, agent: Agent, orgId: string): Promise<string> {
  const asked = await agent.post('/api/export');
  expect(asked.status).toBe(201);
  await buildExportJob.run({ orgId, exportId: asked.body.id }, byHand(t));
  const listed = (await agent.get('/api/export')).body.exports.find((e: { id: string }) => e.id === asked.body.id);
  expect(listed).toMatchObject({ state: 'ready' });
  return listed.url;
}

/** The ZIP as the browser downloads it (the agent's cookies), unpacked. */
export async function download(t: TestApp, agent: Agent, url: string) {
  const res = await t.app.app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    remoteAddress: t.clientAddress,
    headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}

export const text = (files: Record<string, Uint8Array>, name: string) => Buffer.from(files[name]).toString('utf8');

/** A CSV file of the export as objects keyed by its header. */
export function rows(files: Record<string, Uint8Array>, name: string) {
  const [header, ...records] = parseCsv(text(files, name));
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}
