import { z } from 'zod';
import type { RequestedExport } from '../domain/export/request-export.ts';
import { route } from './contract.ts';

// The full export: the whole organisation as one ZIP (admins; every plan, also after the subscription lapsed).

export const requestedExportJson = z.object({
  id: z.string(),
  /** Where the ZIP downloads: the organisation's admins, signed in, until expires_at. */
  url: z.string(),
  expires_at: z.string(),
});

export const toRequestedExportJson = (e: RequestedExport): z.input<typeof requestedExportJson> => ({
  id: e.id,
  url: e.url,
  expires_at: e.expiresAt.toISOString(),
});

export const exportContract = {
  request: route({
    method: 'POST',
    path: '/api/export',
    summary:
      'Ask for the whole organisation as one ZIP of CSV and JSON files with job photos and quote and invoice PDFs: answers its download link (admins; every plan, also after the subscription lapsed; recorded in the audit log)',
    access: { can: 'exportData' },
    response: requestedExportJson,
    status: 201,
  }),
  latest: route({
    method: 'GET',
    path: '/api/export',
    summary: "The organisation's latest export whose link still works, or null: Settings offers its download again after a reload (admins)",
    access: { can: 'exportData' },
    response: z.object({ latest: requestedExportJson.nullable() }),
  }),
  download: route({
    method: 'GET',
    path: '/api/export/{id}',
    summary: 'Download an export asked for with POST /api/export: the ZIP, streamed while it is built (admins, until the link expires)',
    access: { can: 'exportData' },
    params: z.object({ id: z.uuid({ error: 'Export not found' }) }),
    response: z.unknown(),
    responseType: 'application/zip',
  }),
} as const;
