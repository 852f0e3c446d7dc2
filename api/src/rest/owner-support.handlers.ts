import type { z } from 'zod';
import { type SupportOverview, supportOverview } from '../domain/owner/support-overview.ts';
import { type BoundRoute, implement } from './contract.ts';
import { ownerSupportContract, type supportOverviewJson } from './owner-support.contract.ts';

// REST route of the owner's support overview: the contract in owner-support.contract.ts, the figures in domain/owner.

const durationJson = (d: { count: number; medianSeconds: number | null; p90Seconds: number | null }) => ({
  count: d.count,
  median_seconds: d.medianSeconds,
  p90_seconds: d.p90Seconds,
});

export function toSupportOverviewJson(o: SupportOverview): z.input<typeof supportOverviewJson> {
  return {
    range: o.range,
    as_of: o.asOf.toISOString(),
    open: {
      total: o.open.total,
      unassigned: o.open.unassigned,
      link: o.open.link,
      unassigned_link: o.open.unassignedLink,
      by_priority: o.open.byPriority.map((p) => ({
        priority: p.priority,
        total: p.total,
        unassigned: p.unassigned,
        by_age: p.byAge,
        link: p.link,
      })),
      by_age: o.open.byAge,
    },
    first_response: { ...durationJson(o.firstResponse), created: o.firstResponse.created },
    resolution: durationJson(o.resolution),
    weekly: o.weekly.map((w) => ({ week_start: w.weekStart, created: w.created })),
    top_organisations: o.topOrganisations,
    longest_waiting: o.longestWaiting.map((t) => ({
      id: t.id,
      title: t.title,
      organisation: t.organisation,
      priority: t.priority,
      created_at: t.createdAt.toISOString(),
      assigned: t.assigned,
      link: t.link,
    })),
  };
}

export const ownerSupportRoutes: BoundRoute[] = implement(ownerSupportContract, {
  async overview({ ctx, query }) {
    return toSupportOverviewJson(await supportOverview(ctx, query));
  },
});
