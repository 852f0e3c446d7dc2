import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import { can } from '../policy.ts';

/** A Prisma selection GraphQL passes through; REST reads use the includes below. */
export type JobQuery = { select?: Prisma.JobSelect; include?: Prisma.JobInclude };
export type CompletedJobQuery = { select?: Prisma.CompletedJobSelect; include?: Prisma.CompletedJobInclude };
/** Paging GraphQL connections add to a selection. */
export type Paging<W> = { take?: number; skip?: number; cursor?: W };

/**
 * Which jobs a member sees. Admins and managers see all of the organisation's jobs; a technician sees the jobs
 * assigned to them and the ones they created (the field view of the best products in the trade).
 */
export function jobScope(user: UserViewer): Prisma.JobWhereInput {
  if (can({ user }, 'seeAllJobs')) return {};
  return { OR: [{ technicians: { some: { userId: user.userId } } }, { createdById: user.userId }] };
}

/**
 * jobScope for a raw read of "Job" aliased `j`, its values bound through `params`: nothing for the office roles, who
 * see every job (TRUE); for a technician, the jobs they are on or created.
 */
export function jobScopeSql(user: UserViewer, params: SqlParams): string {
  if (can({ user }, 'seeAllJobs')) return 'TRUE';
  const me = params.add(user.userId);
  return `(j."createdById" = ${me} OR EXISTS (SELECT 1 FROM "JobTechnician" v WHERE v."jobId" = j."id" AND v."userId" = ${me}))`;
}

/**
 * jobScope as conditions of a typed statement (db/sql.ts) over "Job" aliased `j`: none for the office roles, who see
 * every job; for a technician, the jobs they are on or created (their id a bound parameter).
 */
export function jobScopeWhere(user: UserViewer): RawBuilder<SqlBool>[] {
  if (can({ user }, 'seeAllJobs')) return [];
  return [
    sql<SqlBool>`(j."createdById" = ${user.userId} OR EXISTS (SELECT 1 FROM "JobTechnician" v WHERE v."jobId" = j."id" AND v."userId" = ${user.userId}))`,
  ];
}

/**
 * A technician's page cursor must be a job they see: the tenant client keeps cursors inside the organisation, but
 * a cursor is plain columns, so one pointing at a colleague's job would still steer the page (and, letter by
 * letter, tell its title). Office roles see the whole organisation, so their cursors need no check.
 */
export async function cursorVisible(count: (where: { id: string }) => Promise<number>, user: UserViewer, cursor?: { id?: string }) {
  if (!cursor?.id || can({ user }, 'seeAllJobs')) return true;
  return (await count({ id: cursor.id })) > 0;
}

/** Completed jobs follow their job: a technician sees the ones they could see as jobs, and the ones they completed. */
export function completedJobScope(user: UserViewer): Prisma.CompletedJobWhereInput {
  if (can({ user }, 'seeAllJobs')) return {};
  return { OR: [{ completedById: user.userId }, { job: { is: jobScope(user) } }] };
}

/** A job's technicians and units by name; the id keeps namesakes in one order on every read. */
export const TECHNICIAN_ORDER: Prisma.JobTechnicianOrderByWithRelationInput[] = [{ user: { name: 'asc' } }, { userId: 'asc' }];
export const EQUIPMENT_ORDER: Prisma.JobEquipmentOrderByWithRelationInput[] = [{ equipment: { name: 'asc' } }, { equipmentId: 'asc' }];

/** The relations the REST job view shows: customer, technicians, equipment and whether it was completed. */
export const jobViewRelations = {
  customer: { select: { id: true, name: true, street: true, suburb: true, state: true, postcode: true, phone: true } },
  technicians: {
    select: { user: { select: { id: true, name: true, email: true, color: true, role: true } } },
    orderBy: TECHNICIAN_ORDER,
  },
  equipment: {
    select: { equipment: { select: { id: true, name: true, make: true, model: true, serial: true } } },
    orderBy: EQUIPMENT_ORDER,
  },
  completion: { select: { id: true } },
} as const;

/** What the REST views read of a job through Prisma: every column and the view's relations. */
export const jobRead = { include: jobViewRelations } as const satisfies JobQuery;

export type JobRead = Prisma.JobGetPayload<typeof jobRead>;

/**
 * What a job read returns for the caller's selection: every read helper takes `query: Q` (REST's `jobRead` by
 * default, GraphQL's own selection) and answers `JobOf<Q>`, so a caller's type follows what it selected.
 */
export type JobOf<Q extends JobQuery> = Prisma.JobGetPayload<Q>;

/** What the REST views read of a completed job: the counts and flags of the list. */
export const completedJobRead = {
  include: { job: { select: { _count: { select: { photos: true } } } } },
} as const satisfies CompletedJobQuery;

export type CompletedJobRead = Prisma.CompletedJobGetPayload<typeof completedJobRead>;
export type CompletedJobOf<Q extends CompletedJobQuery> = Prisma.CompletedJobGetPayload<Q>;
