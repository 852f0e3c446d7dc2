import type { Context } from '../../../context.ts';

export interface TicketCategoryRecord {
  id: string;
  name: string;
  description: string | null;
}

/** The categories a ticket may be filed under (Spanner-wide, not an organisation's), by name. */
export function listTicketCategories(ctx: Pick<Context, 'db'>): Promise<TicketCategoryRecord[]> {
  return ctx.db.ticketCategory.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true, description: true } });
}
