import { expect } from 'vitest';
import { buildExportJob } from '../src/domain/export/build-export-job.ts';
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
