import type { Change } from '../../offline/outbox/changes';
import { pendingPhotoId } from '../../offline/outbox/form-changes';
import { photoToKeep } from '../../offline/outbox/photo-to-keep';
import { queueChange } from '../../offline/outbox/sync';
import type { JobPhoto, PhotoUpload } from '../forms';

// A job's photos and signatures taken with no signal: each a photo change of the job in the outbox, named by its key
// until it is sent (form-changes.ts), shown from the device's own copy of the image.

/** The job's photos taken on this device and still in the outbox, as a form or a report shows them. */
export function photosOnDevice(changes: Change[], jobId: string): JobPhoto[] {
  return changes.flatMap((c) =>
    c.kind === 'photo' && c.jobId === jobId && c.photo
      ? [{ id: pendingPhotoId(c.key), url: URL.createObjectURL(c.photo), originalName: c.filename }]
      : [],
  );
}

/** The photo upload offline: each file, made small, goes into the outbox as the job's photo; `known` are shown already. */
export function outboxUpload(userId: string, known: JobPhoto[]): PhotoUpload {
  return async (jobId, files) => {
    const added: JobPhoto[] = [];
    for (const file of files) {
      const small = await photoToKeep(file, file.name);
      const queued = await queueChange(userId, { kind: 'photo', jobId, photo: small.photo, filename: small.filename });
      added.push({ id: pendingPhotoId(queued.key), url: URL.createObjectURL(small.photo), originalName: small.filename });
    }
    return { photos: [...known, ...added], added };
  };
}
