import { addJobHours, addJobNote, addJobPart } from '../../domain/jobs/add-entries.ts';
import { deleteJobPhoto, photoUrl, uploadJobPhotos } from '../../domain/jobs/photos.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { appErrors } from './errors.ts';

// What is logged on a job on the Notes & Charges page (spec part 2 §2 "Job notes", §5): notes, hours, parts and
// photos. Read through Job.notes/hours/parts/photos; added by anyone who sees the job.

export const JobNoteRef = builder.prismaObject('JobNote', {
  description: 'A note on a job',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    author: t.relation('author', { nullable: true }),
    job: t.relation('job'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const JobHoursRef = builder.prismaObject('JobHours', {
  description: 'Hours worked on a job (0.5 to 8 in steps of 0.5)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    hours: t.exposeFloat('hours'),
    description: t.exposeString('description', { nullable: true }),
    user: t.relation('user', { nullable: true }),
    job: t.relation('job'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const JobPartRef = builder.prismaObject('JobPart', {
  description: 'A part used on a job (quantity 1 to 10)',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    partName: t.exposeString('partName'),
    quantity: t.exposeInt('quantity'),
    job: t.relation('job'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const JobPhotoRef = builder.prismaObject('JobPhoto', {
  description: 'A photo taken on a job',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({
      description: 'Where signed-in members of the organisation fetch the image',
      select: { jobId: true },
      resolve: (p) => photoUrl(p),
    }),
    contentType: t.exposeString('contentType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    originalName: t.exposeString('originalName', { nullable: true }),
    uploadedBy: t.relation('uploadedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.mutationFields((t) => ({
  addJobNote: t.prismaField({
    type: 'JobNote',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Add a note to a job (non-empty text)',
    args: { jobId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (query, _root, { jobId, text }, ctx) => addJobNote(ctx, jobId, { text }, selection(query)),
  }),
  addJobHours: t.prismaField({
    type: 'JobHours',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Log hours on a job: 0.5 to 8 in steps of 0.5',
    args: { jobId: t.arg.id({ required: true }), hours: t.arg.float({ required: true }), description: t.arg.string() },
    resolve: (query, _root, { jobId, hours, description }, ctx) => addJobHours(ctx, jobId, { hours, description }, selection(query)),
  }),
  addJobPart: t.prismaField({
    type: 'JobPart',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Log a part used on a job: a name and a quantity of 1 to 10 (default 1)',
    args: { jobId: t.arg.id({ required: true }), partName: t.arg.string({ required: true }), quantity: t.arg.int() },
    resolve: (query, _root, { jobId, partName, quantity }, ctx) => addJobPart(ctx, jobId, { partName, quantity }, selection(query)),
  }),
  uploadJobPhotos: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description:
      'Add photos to a job (GraphQL multipart request): PNG, JPEG, WebP or GIF, several at once, at most MAX_UPLOAD_MB each. Answers the job',
    args: { jobId: t.arg.id({ required: true }), files: t.arg({ type: ['File'], required: true }) },
    resolve: async (query, _root, { jobId, files }, ctx) => {
      const photos = await Promise.all(files.map(async (f) => ({ bytes: new Uint8Array(await f.arrayBuffer()), filename: f.name })));
      await uploadJobPhotos(ctx, jobId, photos);
      return ctx.db.job.findUniqueOrThrow({ ...selection(query), where: { id: jobId } });
    },
  }),
  deleteJobPhoto: t.prismaField({
    type: 'Job',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Remove a photo from a job. Answers the job',
    args: { jobId: t.arg.id({ required: true }), photoId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { jobId, photoId }, ctx) => {
      await deleteJobPhoto(ctx, jobId, photoId);
      return ctx.db.job.findUniqueOrThrow({ ...selection(query), where: { id: jobId } });
    },
  }),
}));
