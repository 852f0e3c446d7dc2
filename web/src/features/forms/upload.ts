import { print } from 'graphql';
import { createContext, useContext } from 'react';
import type { UploadFormPhotosMutation } from '../../gql/graphql';
import { appFetch, RequestError } from '../../lib/http';
import { unwrap } from '../../lib/mutation-result';
import { UploadFormPhotosDoc } from './job-form-docs';

export interface JobPhoto {
  id: string;
  url: string;
  originalName: string | null;
}

/**
 * Photos (or a signature's image) onto the job through its photo upload (the GraphQL multipart request, as Notes &
 * Charges; docs/forms.md: a form's photos are the job's). Answers the job's photos and the ones this upload added.
 */
export async function uploadToJob(jobId: string, files: File[], known: string[]): Promise<{ photos: JobPhoto[]; added: JobPhoto[] }> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(UploadFormPhotosDoc), variables: { jobId, files: files.map(() => null) } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  files.forEach((file, i) => {
    body.append(String(i), file, file.name);
  });
  const response = await appFetch('/graphql', { method: 'POST', body });
  const json = (await response.json().catch(() => null)) as { data?: UploadFormPhotosMutation; errors?: { message: string }[] } | null;
  const result = json?.data?.uploadJobPhotos;
  if (!result) throw new RequestError(json?.errors?.[0]?.message || `HTTP ${response.status}`, response.status);
  const job = unwrap(result, 'Failed to upload photo');
  const before = new Set(known);
  return { photos: job.photos, added: job.photos.filter((p) => !before.has(p.id)) };
}

/** A canvas's drawing as a PNG file. */
export function canvasFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/png' })) : reject(new Error('Failed to read the signature'))),
      'image/png',
    ),
  );
}

/** How a form's photos and signatures reach the job: uploaded now online; the offline form keeps them in the outbox. */
export type PhotoUpload = typeof uploadToJob;
export const PhotoUploadContext = createContext<PhotoUpload>(uploadToJob);
export const usePhotoUpload = () => useContext(PhotoUploadContext);
