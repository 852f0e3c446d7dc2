import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { ASSIGNABLE_MEMBER } from './assignable.ts';
import type { MemberOf, MemberQuery } from './member-query.ts';

const byName = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/**
 * The organisation's members by name, ignoring case whatever the database's collation. Every role may read it:
 * the job form assigns technicians (and shows each one's role). A plan allows at most 12 users, so this is a
 * plain list, sorted here. `query` passes GraphQL's selection through. `assignable`: only members who have joined
 * (the technician pickers and filters; see assignable.ts).
 */
export async function listMembers<Q extends MemberQuery>(ctx: Context, query?: Q, { assignable = false } = {}): Promise<MemberOf<Q>[]> {
  requireUser(ctx);
  // Sorting needs the name and id, whatever the caller selected.
  const withName = query?.select ? { ...query, select: { ...query.select, id: true, name: true } } : query;
  const where = assignable ? ASSIGNABLE_MEMBER : undefined;
  const rows = (await ctx.db.user.findMany({ ...withName, where })) as unknown as (MemberOf<Q> & { id: string; name: string })[];
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}
