import { z } from 'zod';
import { TICKET_PRIORITIES } from '../rules/support-tickets.ts';
import { route } from './contract.ts';

// The owner's support overview over REST (the platform owner only; 404 for everyone else): domain/owner/support-overview.ts.

const AGE_BANDS = ['under_1_day', 'days_1_3', 'days_3_7', 'over_7_days'] as const;
const count = z.number().int();
const duration = z.object({ count, median_seconds: z.number().int().nullable(), p90_seconds: z.number().int().nullable() });

export const supportOverviewJson = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  as_of: z.string(),
  open: z.object({
    total: count,
    unassigned: count,
    link: z.string(),
    unassigned_link: z.string(),
    by_priority: z.array(
      z.object({
        priority: z.enum(TICKET_PRIORITIES),
        total: count,
        unassigned: count,
        by_age: z.record(z.enum(AGE_BANDS), count),
        link: z.string(),
      }),
    ),
    by_age: z.array(z.object({ band: z.enum(AGE_BANDS), label: z.string(), count })),
  }),
  first_response: duration.extend({ created: count }),
  resolution: duration,
  weekly: z.array(z.object({ week_start: z.string(), created: count })),
  top_organisations: z.array(z.object({ id: z.string(), name: z.string(), tickets: count, open: count, link: z.string() })),
  longest_waiting: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      organisation: z.string(),
      priority: z.enum(TICKET_PRIORITIES),
      created_at: z.string(),
      assigned: z.boolean(),
      link: z.string(),
    }),
  ),
});

export const ownerSupportContract = {
  overview: route({
    method: 'GET',
    path: '/api/admin/support',
    summary:
      'The owner: open tickets by priority and age, unassigned, first-response and resolution times, tickets a week and the organisations with most tickets, from and to Melbourne days (YYYY-MM-DD, both or neither: this month)',
    access: { can: 'seeBusiness' },
    query: z.object({ from: z.string().optional(), to: z.string().optional() }),
    response: supportOverviewJson,
  }),
};
