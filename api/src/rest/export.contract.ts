import { z } from 'zod';
import type { ExportInfo } from '../domain/export/export-info.ts';
import { route } from './contract.ts';

// The full export: the whole organisation as one ZIP, built in the background (admins; every plan, also after the
// subscription lapsed).

export const exportJson = z.object({
  id: z.string(),
  /** building (see progress), ready (url downloads it), failed (retry it), expired (ask for a new one). */
  state: z.enum(['building', 'ready', 'failed', 'expired']),
  /** Rows and files written so far, of `total` (0 of 0 until the build has counted them). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Where the ZIP downloads while the link works: the organisation's admins, signed in. */
  url: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  failure: z.string().nullable(),
});

export const toExportJson = (e: ExportInfo): z.input<typeof exportJson> => ({
  id: e.id,
  state: e.state,
  progress: { done: e.progressDone, total: e.progressTotal },
  created_at: e.createdAt.toISOString(),
  ready_at: e.readyAt?.toISOString() ?? null,
  expires_at: e.expiresAt?.toISOString() ?? null,
  url: e.url,
  size_bytes: e.sizeBytes,
  failure: e.failure,
});

const exportId = z.object({ id: z.uuid({ error: 'Export not found' }) });

export const exportContract = {
  request: route({
    method: 'POST',
    path: '/api/export',
    summary:
      'Ask for the whole organisation as one ZIP of CSV and JSON files with job photos and quote and invoice PDFs: built in the background (poll GET /api/export for its progress), then its download link is emailed to the admin who asked. While one is building, answers that one (admins; every plan, also after the subscription lapsed; recorded in the audit log)',
    access: { can: 'exportData' },
    response: exportJson,
    status: 201,
  }),
  list: route({
    method: 'GET',
    path: '/api/export',
    summary:
      "The organisation's latest exports, newest first: each building with its progress, ready with its link, failed or expired (admins)",
    access: { can: 'exportData' },
    response: z.object({ exports: z.array(exportJson) }),
  }),
  retry: route({
    method: 'POST',
    path: '/api/export/{id}/retry',
    summary: 'Build a failed export again from the start; its link is emailed when it is ready (admins)',
    access: { can: 'exportData' },
    params: exportId,
    response: exportJson,
  }),
  download: route({
    method: 'GET',
    path: '/api/export/{id}',
    summary: 'Download a ready export: its stored ZIP (admins, until the link expires; 409 while it is building or when it failed)',
    access: { can: 'exportData' },
    params: exportId,
    response: z.unknown(),
    responseType: 'application/zip',
  }),
} as const;
