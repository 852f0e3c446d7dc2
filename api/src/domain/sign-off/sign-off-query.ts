import type { Prisma } from '../../db/generated/client.ts';

// What a sign-off answers to every transport (REST's view, GraphQL's type, the webhook's payload): never its summary
// JSON or its storage key; the report is fetched through the job's route, with the caller's rights checked.

export const signOffSelect = {
  id: true,
  jobId: true,
  job: { select: { title: true } },
  outcome: true,
  signerName: true,
  declineReason: true,
  signaturePhotoId: true,
  recordedBy: { select: { name: true } },
  signedAt: true,
  reportSha256: true,
  reportBytes: true,
  emailedTo: true,
  emailedAt: true,
  emailProblem: true,
} as const satisfies Prisma.JobSignOffSelect;

/** A Prisma selection GraphQL passes through; REST and the webhooks read `signOffRead`. */
export type SignOffQuery = { select?: Prisma.JobSignOffSelect; include?: Prisma.JobSignOffInclude };
export type SignOffOf<Q extends SignOffQuery> = Prisma.JobSignOffGetPayload<Q>;
export const signOffRead = { select: signOffSelect } as const satisfies SignOffQuery;
export type SignOffRow = SignOffOf<typeof signOffRead>;

/** A job's sign-offs, newest first: the newest counts. */
export const SIGN_OFF_ORDER: Prisma.JobSignOffOrderByWithRelationInput[] = [{ signedAt: 'desc' }, { id: 'desc' }];

/** Where the organisation's members fetch a sign-off's PDF (GET, signed in). */
export const signOffReportUrl = (s: { id: string; jobId: string }) => `/api/jobs/${s.jobId}/sign-offs/${s.id}/report`;
