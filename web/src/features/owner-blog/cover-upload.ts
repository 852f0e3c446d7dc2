import { appFetch, errorText, RequestError } from '../../lib/http';

/** The image types the API takes as a cover (it checks the bytes; this only filters the file picker). */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Upload a post's cover (REST multipart: GraphQL's uploadBlogCover does the same); throws RequestError with the server's text. */
export async function uploadCover(postId: string, file: File, alt: string): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const response = await appFetch(`/api/admin/blog/${encodeURIComponent(postId)}/cover?alt=${encodeURIComponent(alt)}`, {
    method: 'POST',
    body: form,
  });
  if (!response.ok) throw new RequestError(errorText(response.status, await response.json().catch(() => null)), response.status);
}
