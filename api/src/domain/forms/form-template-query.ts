import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `formTemplateRead`. */
export type FormTemplateQuery = { select?: Prisma.FormTemplateSelect; include?: Prisma.FormTemplateInclude };
export type FormTemplateOf<Q extends FormTemplateQuery> = Prisma.FormTemplateGetPayload<Q>;

/** The newest version of a template first: the one new forms use. */
export const NEWEST_VERSION = { orderBy: { version: 'desc' }, take: 1 } as const;

/** Every column and the newest version, as the template JSON shows them. */
export const formTemplateRead = { include: { versions: NEWEST_VERSION } } as const satisfies FormTemplateQuery;
export type FormTemplateRead = FormTemplateOf<typeof formTemplateRead>;

export const templateMessages = {
  notFound: 'Form template not found',
  archived: 'This form template is archived',
} as const;
