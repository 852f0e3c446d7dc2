import { z } from 'zod';
import { findPack } from '../../rules/packs.ts';
import { PAID_PLAN_IDS } from '../../rules/plans.ts';

export const planCheckoutSchema = z.object({
  planId: z.enum(PAID_PLAN_IDS, { error: 'planId must be one of solo, pro or enterprise' }),
});

export const packCheckoutSchema = z.object({
  productId: z
    .string({ error: 'productId is required' })
    .refine((id) => !!findPack(id), { error: 'productId is not a pack on sale (see /api/usage/packs/available)' }),
});
