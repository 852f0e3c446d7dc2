import { checkAnswers, mergeAnswers } from '@rules/form-answers';
import type { FormDefinition } from '@rules/form-definition';
import { buildServiceReport, type ServiceReport } from '@rules/service-report';
import type { DeviceCopy, SavedJob } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { formOnDevice } from '../../offline/outbox/form-changes';
import { type DeviceEntry, entriesOnDevice } from './entries-on-device';

// The service report of a saved job as this device has it: the saved copy with the outbox's changes laid over it,
// built by the server's own builder (api/src/rules/service-report.ts), so that when nobody else changed the job
// meanwhile the server builds the very same report, and its digest, from what the changes made.

const byText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

/** Entries in the order the server keeps them: the saved ones by when they were made, then the device's in its order. */
function inServerOrder<V>(list: DeviceEntry<V>[]): DeviceEntry<V>[] {
  const saved = list
    .filter((e) => e.target.addSeq === undefined)
    .sort((a, b) => byText(a.createdAt, b.createdAt) || byText(a.target.entryId, b.target.entryId));
  const added = list.filter((e) => e.target.addSeq !== undefined).sort((a, b) => (a.target.addSeq ?? 0) - (b.target.addSeq ?? 0));
  return [...saved, ...added];
}

/** The report the customer reads and signs on this device. */
export function reportOnDevice(copy: DeviceCopy, job: SavedJob, changes: Change[]): ServiceReport {
  const entries = entriesOnDevice(job, changes, copy.savedAt);
  return buildServiceReport({
    business: {
      name: copy.orgName,
      abn: copy.business?.abn ?? null,
      phone: copy.business?.phone ?? null,
      email: copy.business?.email ?? null,
    },
    timeZone: copy.timeZone,
    job: { title: job.title, description: job.description, scheduledAt: job.scheduledAt },
    customer: job.customer ? { name: job.customer.name, address: job.customer.address || null } : null,
    technicians: job.technicians,
    equipment: job.equipment,
    // Hours logged on this device are the signed-in technician's; a saved entry with no worker is a former member's.
    hours: inServerOrder(entries.hours).map((e) => {
      const who = e.target.addSeq === undefined ? e.by : (copy.userName ?? null);
      return { hours: e.values.hours, user: who ? { name: who } : null };
    }),
    parts: inServerOrder(entries.part).map((e) => ({ partName: e.values.partName, quantity: e.values.quantity })),
    forms: (job.forms ?? []).map((f) => {
      const definition = f.definition as FormDefinition;
      const onDevice = formOnDevice(f, changes, f.id);
      return {
        title: f.templateName,
        equipment: f.equipmentName,
        status: onDevice.submitted ? 'submitted' : f.status,
        revision: f.revision ?? 0,
        definition,
        // As the server keeps them: merged over the saved answers, cleaned, hidden ones dropped.
        answers: checkAnswers(definition, mergeAnswers(f.answers, onDevice.answers), 'draft').answers,
      };
    }),
  });
}
