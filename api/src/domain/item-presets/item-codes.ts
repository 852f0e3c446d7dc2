import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

// A price-list item's code (Xero's Item Code, entered by the office): unique in the organisation when set, ignoring
// case, and copied onto each invoice line saved under the item's name, so the books' item is named on the line.

export const PRESET_CODE_TAKEN = 'Another price-list item already has this code';
export const codeTaken = () => new AppError('VALIDATION', PRESET_CODE_TAKEN, { fieldErrors: { code: PRESET_CODE_TAKEN } });

/** Refuse a code another item of the organisation holds (ignoring case). */
export async function refuseTakenCode(ctx: Context, code: string | null | undefined, exceptId?: string): Promise<void> {
  if (!code) return;
  const same = await ctx.db.itemPreset.findFirst({ where: { code: { equals: code, mode: 'insensitive' } }, select: { id: true } });
  if (same && same.id !== exceptId) throw codeTaken();
}

/** A unique violation on save: the name's index or the code's, told apart by Prisma's target. */
export function presetClash(e: { code?: string; meta?: { target?: unknown } }, nameTaken: () => AppError): unknown {
  if (e.code !== 'P2002') return e;
  return String(e.meta?.target ?? '').includes('code') ? codeTaken() : nameTaken();
}

/**
 * The invoice's lines with the code of the price-list item each is named after (ignoring case and surrounding
 * spaces), or none: the code as it is when the line is saved, so a later change to the price list leaves a sent
 * invoice as it was sent.
 */
export async function withItemCodes<L extends { itemName: string | null }>(
  db: Pick<Db, 'itemPreset'>,
  lines: L[],
): Promise<(L & { itemCode: string | null })[]> {
  const names = [...new Set(lines.map((l) => l.itemName?.trim()).filter((n): n is string => !!n))];
  const items = names.length
    ? await db.itemPreset.findMany({
        where: { code: { not: null }, OR: names.map((name) => ({ name: { equals: name, mode: 'insensitive' as const } })) },
        select: { name: true, code: true },
        orderBy: { createdAt: 'asc' },
      })
    : [];
  const codes = new Map<string, string>();
  for (const i of items) if (i.code && !codes.has(i.name.toLowerCase())) codes.set(i.name.toLowerCase(), i.code);
  return lines.map((l) => ({ ...l, itemCode: codes.get(l.itemName?.trim().toLowerCase() ?? '') ?? null }));
}
