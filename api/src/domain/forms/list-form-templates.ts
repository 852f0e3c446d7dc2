import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import type { Paging } from '../jobs/job-query.ts';
import { containsWord, everyWord } from '../search.ts';
import type { FormTemplateOf, FormTemplateQuery } from './form-template-query.ts';
import { listFormTemplatesSchema } from './schemas.ts';

export type FormTemplatePageQuery = FormTemplateQuery & Paging<Prisma.FormTemplateWhereUniqueInput>;

/**
 * The organisation's form templates by name, for any member (technicians read them to fill forms): archived ones
 * only when asked. Every word of `search` must appear in the name or description.
 */
export function listFormTemplates<Q extends FormTemplatePageQuery>(ctx: Context, input: unknown, query?: Q): Promise<FormTemplateOf<Q>[]> {
  requireUser(ctx);
  const { search, includeArchived } = parseInput(listFormTemplatesSchema, input);
  const where: Prisma.FormTemplateWhereInput = {
    ...everyWord(search, (word) => ({ OR: [{ name: containsWord(word) }, { description: containsWord(word) }] })),
    ...(includeArchived ? {} : { archivedAt: null }),
  };
  return ctx.db.formTemplate.findMany({ ...(query as Q), where, orderBy: [{ name: 'asc' }, { id: 'asc' }] }) as Promise<
    FormTemplateOf<Q>[]
  >;
}
