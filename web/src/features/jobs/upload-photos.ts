import { print } from 'graphql';
import { graphql } from '../../gql';
import type { UploadJobPhotosMutation } from '../../gql/graphql';
import { appFetch, RequestError } from '../../lib/http';
import { unwrap } from '../../lib/mutation-result';

export const UploadJobPhotosDoc = graphql(`
  mutation UploadJobPhotos($jobId: ID!, $files: [File!]!) {
    uploadJobPhotos(jobId: $jobId, files: $files) {
      __typename
      ... on Job {
        id
        photoCount
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * Several photos in one GraphQL multipart request (the File scalar; all land or none do), through the app's
 * request behaviour (credentials, identity headers, timeout). Throws with the text to show.
 */
export async function uploadJobPhotos(jobId: string, files: File[]): Promise<void> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(UploadJobPhotosDoc), variables: { jobId, files: files.map(() => null) } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  files.forEach((file, i) => {
    body.append(String(i), file, file.name);
  });
  const response = await appFetch('/graphql', { method: 'POST', body });
  const json = (await response.json().catch(() => null)) as { data?: UploadJobPhotosMutation; errors?: { message: string }[] } | null;
  const result = json?.data?.uploadJobPhotos;
  if (!result) throw new RequestError(json?.errors?.[0]?.message || `HTTP ${response.status}`, response.status);
  unwrap(result, 'Failed to upload photo');
}
