import { liveStaffEvents } from '../../../auth/live-streams.ts';
import { sessionsRevoked } from '../../../auth/sessions.ts';
import type { Context } from '../../../context.ts';
import type { SupportStaffChangedEvent } from '../../../events.ts';

/**
 * After a change to the team is committed: every staff member's open lists (the assignment editor, the Admin
 * Console) hear it live, and the member's own live streams end when they lost their access (deactivated) or changed
 * role — at once, in every process.
 */
export function publishStaffChange(ctx: Pick<Context, 'events' | 'sessions'>, event: SupportStaffChangedEvent): void {
  if (event.kind === 'DEACTIVATED') sessionsRevoked(ctx, { staffId: event.staffId }, 'signedOut');
  if (event.kind === 'ROLE_CHANGED') sessionsRevoked(ctx, { staffId: event.staffId }, 'rightsChanged');
  ctx.events.publish('support:staff-changed', event);
}

/** A staff member's stream of team changes (while their own session stands, active, with the same role). */
export function subscribeStaffChanges(ctx: Context): AsyncIterable<SupportStaffChangedEvent> {
  return liveStaffEvents(ctx, ctx.events.subscribe('support:staff-changed'));
}
