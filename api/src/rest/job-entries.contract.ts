import { z } from 'zod';
import { addNoteSchema, correctHoursSchema, correctPartSchema } from '../domain/jobs/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { hoursJson, noteJson, pricedPartJson } from '../views/jobs.views.ts';
import { route } from './contract.ts';

// Correcting and removing the job diary's entries (notes, hours, parts) until the job is completed; afterwards
// every call answers 409 with 'This job has been completed: its notes, hours and parts can no longer be changed'.

const entryParams = z.object({ id: z.string().min(1), entryId: z.string().min(1) });

export const jobEntriesContract = {
  updateNote: route({
    method: 'PUT',
    path: '/api/jobs/{id}/notes/{entryId}',
    summary: 'Correct a note {text} of a job that is not completed',
    access: 'user',
    params: entryParams,
    body: z.preprocess(camelKeys, addNoteSchema),
    response: noteJson,
  }),
  removeNote: route({
    method: 'DELETE',
    path: '/api/jobs/{id}/notes/{entryId}',
    summary: 'Remove a note from a job that is not completed',
    access: 'user',
    params: entryParams,
    response: successJson,
  }),
  updateHours: route({
    method: 'PUT',
    path: '/api/jobs/{id}/hours/{entryId}',
    summary:
      'Correct an hours entry {hours (0.5 to 8 in steps of 0.5), description (null clears it)} of a job that is not completed; a field left out keeps its value',
    access: 'user',
    params: entryParams,
    body: z.preprocess(camelKeys, correctHoursSchema),
    response: hoursJson,
  }),
  removeHours: route({
    method: 'DELETE',
    path: '/api/jobs/{id}/hours/{entryId}',
    summary: 'Remove an hours entry from a job that is not completed',
    access: 'user',
    params: entryParams,
    response: successJson,
  }),
  updatePart: route({
    method: 'PUT',
    path: '/api/jobs/{id}/parts/{entryId}',
    summary:
      'Correct a part {partName, quantity (1 to 10)} of a job that is not completed; a field left out keeps its value; answers it with its price',
    access: 'user',
    params: entryParams,
    body: z.preprocess(camelKeys, correctPartSchema),
    response: pricedPartJson,
  }),
  removePart: route({
    method: 'DELETE',
    path: '/api/jobs/{id}/parts/{entryId}',
    summary: 'Remove a part from a job that is not completed',
    access: 'user',
    params: entryParams,
    response: successJson,
  }),
} as const;
