import type { Context } from '../../../context.ts';
import { staffAudience } from './ticket-audience.ts';
import { assignmentSelect, type TicketAssignmentRecord, toAssignment } from './ticket-read.ts';

/** The support dashboard's most recent assignments (spec §9: 5). */
export const RECENT_ASSIGNMENTS = 5;

/** The latest assignments across the desk, newest first: which ticket went to whom, by whom, when. */
export async function recentAssignments(ctx: Context): Promise<TicketAssignmentRecord[]> {
  const { db } = staffAudience(ctx);
  const rows = await db.ticketAssignment.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT_ASSIGNMENTS,
    select: assignmentSelect,
  });
  return rows.map(toAssignment);
}
