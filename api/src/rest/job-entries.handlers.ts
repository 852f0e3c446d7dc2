import { pricesByName } from '../domain/item-presets/prices-by-name.ts';
import { deleteJobEntry, updateJobHours, updateJobNote, updateJobPart } from '../domain/jobs/edit-entries.ts';
import { entryIncludes, toHoursJson, toNoteJson, toPricedPartJson } from '../views/jobs.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { jobEntriesContract } from './job-entries.contract.ts';

// REST routes that correct and remove job diary entries: contracts in job-entries.contract.ts.
export const jobEntriesRoutes: BoundRoute[] = implement(jobEntriesContract, {
  async updateNote({ ctx, params, body }) {
    return toNoteJson((await updateJobNote(ctx, params.id, params.entryId, body, entryIncludes.note)) as never);
  },
  async removeNote({ ctx, params }) {
    await deleteJobEntry(ctx, 'note', params.id, params.entryId);
    return { success: true };
  },
  async updateHours({ ctx, params, body }) {
    return toHoursJson((await updateJobHours(ctx, params.id, params.entryId, body, entryIncludes.hours)) as never);
  },
  async removeHours({ ctx, params }) {
    await deleteJobEntry(ctx, 'hours', params.id, params.entryId);
    return { success: true };
  },
  async updatePart({ ctx, params, body }) {
    const part = await updateJobPart(ctx, params.id, params.entryId, body, entryIncludes.part);
    return toPricedPartJson(part, await pricesByName(ctx, [part.partName]));
  },
  async removePart({ ctx, params }) {
    await deleteJobEntry(ctx, 'part', params.id, params.entryId);
    return { success: true };
  },
});
