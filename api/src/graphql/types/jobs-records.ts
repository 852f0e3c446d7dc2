import { priceOfName } from '../../domain/item-presets/prices-by-name.ts';
import { addJobHours, addJobNote, addJobPart } from '../../domain/jobs/add-entries.ts';
import { deleteJobEntry, type JobEntryKind, updateJobHours, updateJobNote, updateJobPart } from '../../domain/jobs/edit-entries.ts';
import { WRITING_KEY_NAME } from '../../domain/jobs/entry-writer.ts';
import { getJob } from '../../domain/jobs/get-job.ts';
import { type jobRunningCharges, runningChargesOf, runningChargesSelect } from '../../domain/jobs/list-entries.ts';
import { deleteJobPhoto, photoUrl, uploadJobPhotos } from '../../domain/jobs/photos.ts';
import { webFileStream } from '../../integrations/storage/streamed-upload.ts';
import { type ChargeLine, type ListPrice, partPrice, priceKey } from '../../rules/job-charges.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { TaxModeEnum } from './documents.ts';
import { appErrors } from './errors.ts';

// What is logged on a job on the Notes & Charges page (spec part 2 §2 "Job notes", §5): notes, hours, parts and
// photos. Read through Job.notes/hours/parts/photos; added by anyone who sees the job, and corrected or removed
// by them until the job is completed. A part's price is its price-list item's (same name, ignoring case).

const PartPriceRef = builder.objectRef<ListPrice & { totalCents: number }>('PartPrice').implement({
  description: "A part's price from the price list: unit price and line total (AUD cents, before tax) and tax rate",
  fields: (t) => ({
    unitPriceCents: t.exposeInt('unitAmountCents'),
    totalCents: t.exposeInt('totalCents', { description: 'Unit price times quantity' }),
    taxRate: t.exposeInt('taxRate', { description: 'Percent: 10 (GST) or 0' }),
  }),
});

const ChargeLineRef = builder.objectRef<ChargeLine>('ChargeLine').implement({
  description: 'A line the job charges: a quoted line, labour from the hours, or a part (AUD cents, in the job’s tax mode)',
  fields: (t) => ({
    itemName: t.exposeString('itemName', { nullable: true }),
    description: t.exposeString('description'),
    kind: t.exposeString('kind', { description: 'quoted, labour or part' }),
    quantity: t.exposeFloat('quantity'),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    discountPercent: t.exposeFloat('discountPercent'),
    totalCents: t.exposeInt('totalCents', { description: 'Quantity × unit price less the discount' }),
    taxRate: t.exposeInt('taxRate'),
  }),
});

/** The API key that wrote a diary entry, when a key did (domain/jobs/entry-writer.ts): the diary names it. */
const writingKeyName = {
  type: 'String',
  nullable: true,
  description: 'The name of the API key that wrote it, when a key did (the member is the one it acts as)',
  select: WRITING_KEY_NAME,
  resolve: (entry: { apiKey: { name: string } | null }) => entry.apiKey?.name ?? null,
} as const;

export const JobNoteRef = builder.prismaObject('JobNote', {
  description: 'A note on a job',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    author: t.relation('author', { nullable: true }),
    apiKeyName: t.field(writingKeyName),
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
    apiKeyName: t.field(writingKeyName),
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
    price: t.field({
      type: PartPriceRef,
      nullable: true,
      description: 'From the price-list item of the same name (ignoring case); null when not on the price list, charged $0',
      select: { partName: true, quantity: true },
      resolve: async (p, _args, ctx) => {
        const item = await priceOfName(ctx, p.partName);
        return item ? partPrice(p, new Map([[priceKey(p.partName), item]])) : null;
      },
    }),
    apiKeyName: t.field(writingKeyName),
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
    apiKeyName: t.field(writingKeyName),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const JobChargesRef = builder.objectRef<Awaited<ReturnType<typeof jobRunningCharges>>>('JobCharges').implement({
  description: 'What the job charges so far, by the rule completion charges it (AUD cents)',
  fields: (t) => ({
    lines: t.field({ type: [ChargeLineRef], resolve: (c) => c.lines }),
    taxMode: t.expose('taxMode', {
      type: TaxModeEnum,
      description: 'Whether the prices include GST: the quote’s mode for a job converted from a quote',
    }),
    subtotalCents: t.exposeInt('subtotalCents', { description: 'Before GST' }),
    gstCents: t.exposeInt('gstCents'),
    totalCents: t.exposeInt('totalCents', { description: 'Including GST' }),
    unpricedParts: t.field({
      type: [JobPartRef],
      description: 'Parts not on the price list: completion charges them $0',
      resolve: (c) => c.unpricedParts,
    }),
  }),
});

builder.prismaObjectField('Job', 'runningCharges', (t) =>
  t.field({
    type: JobChargesRef,
    description: 'The running total of the job diary: labour, parts, GST; and the parts not on the price list',
    // Read with the job (its hours, parts and quoted lines), so the job screen costs no statement of its own here.
    select: runningChargesSelect,
    resolve: (job, _args, ctx) => runningChargesOf(ctx, job),
  }),
);

const DeleteJobEntryPayload = builder.objectRef<{ id: string }>('DeleteJobEntryPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const deleteEntryField = (kind: JobEntryKind, what: string) =>
  builder.mutationField(`deleteJob${kind === 'note' ? 'Note' : kind === 'hours' ? 'Hours' : 'Part'}`, (t) =>
    t.field({
      type: DeleteJobEntryPayload,
      errors: appErrors,
      authScopes: { loggedIn: true },
      description: `Remove ${what} from a job that is not completed`,
      args: { jobId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: async (_root, { jobId, id }, ctx) => {
        await deleteJobEntry(ctx, kind, jobId, id);
        return { id };
      },
    }),
  );
deleteEntryField('note', 'a note');
deleteEntryField('hours', 'an hours entry');
deleteEntryField('part', 'a part');

builder.mutationFields((t) => ({
  updateJobNote: t.prismaField({
    type: 'JobNote',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Correct a note (non-empty text) of a job that is not completed',
    args: { jobId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (query, _root, { jobId, id, text }, ctx) => updateJobNote(ctx, jobId, id, { text }, selection(query)),
  }),
  updateJobHours: t.prismaField({
    type: 'JobHours',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description:
      'Correct an hours entry (0.5 to 8 in steps of 0.5; a null description clears it) of a job that is not completed; an argument left out keeps its value',
    args: {
      jobId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      hours: t.arg.float(),
      description: t.arg.string(),
    },
    resolve: (query, _root, { jobId, id, hours, description }, ctx) =>
      updateJobHours(ctx, jobId, id, { hours, description }, selection(query)),
  }),
  updateJobPart: t.prismaField({
    type: 'JobPart',
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'Correct a part (name, quantity 1 to 10) of a job that is not completed; an argument left out keeps its value',
    args: {
      jobId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      partName: t.arg.string(),
      quantity: t.arg.int(),
    },
    resolve: (query, _root, { jobId, id, partName, quantity }, ctx) =>
      updateJobPart(ctx, jobId, id, { partName, quantity }, selection(query)),
  }),
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
      const photos = files.map((f) => ({ stream: webFileStream(f), filename: f.name }));
      await uploadJobPhotos(ctx, jobId, photos);
      return getJob(ctx, jobId, selection(query));
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
      return getJob(ctx, jobId, selection(query));
    },
  }),
}));
