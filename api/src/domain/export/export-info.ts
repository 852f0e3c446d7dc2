import type { Config } from '../../config.ts';
import type { Prisma } from '../../db/generated/client.ts';

/** How long an export's download link works once its ZIP is ready (the email's link; the file is then deleted). */
export const EXPORT_LINK_DAYS = 7;

/** The path an export downloads from. */
export const exportDownloadPath = (id: string) => `/api/export/${id}`;

/** Where an export is, as its admins see it: `expired` is a ready export whose link has run out. */
export type ExportState = 'building' | 'ready' | 'failed' | 'expired';

/** One export as the card lists it (REST and GraphQL answer the same). */
export interface ExportInfo {
  id: string;
  state: ExportState;
  /** Rows and files written so far, of `progressTotal` (0 of 0 until the build has counted them). */
  progressDone: number;
  progressTotal: number;
  createdAt: Date;
  readyAt: Date | null;
  /** Until when the download link works (ready exports). */
  expiresAt: Date | null;
  /** The download link while it works: the organisation's admins, signed in. */
  url: string | null;
  sizeBytes: number | null;
  /** Why it failed, in words for the admin. */
  failure: string | null;
}

export const exportSelect = {
  id: true,
  status: true,
  progressDone: true,
  progressTotal: true,
  createdAt: true,
  readyAt: true,
  expiresAt: true,
  storageKey: true,
  sizeBytes: true,
  failure: true,
} as const satisfies Prisma.DataExportSelect;

type ExportRow = Prisma.DataExportGetPayload<{ select: typeof exportSelect }>;

export function exportInfo(config: Pick<Config, 'PUBLIC_URL'>, row: ExportRow, now = new Date()): ExportInfo {
  const live = row.status === 'ready' && !!row.storageKey && !!row.expiresAt && row.expiresAt > now;
  return {
    id: row.id,
    state: row.status === 'ready' && !live ? 'expired' : row.status,
    progressDone: Math.min(row.progressDone, row.progressTotal),
    progressTotal: row.progressTotal,
    createdAt: row.createdAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    url: live ? `${config.PUBLIC_URL}${exportDownloadPath(row.id)}` : null,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    failure: row.status === 'failed' ? row.failure : null,
  };
}
