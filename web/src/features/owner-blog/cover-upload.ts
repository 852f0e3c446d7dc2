import { answerOf, formDataOf, rest } from '../../lib/rest';

/** The image types the API takes as a cover (it checks the bytes; this only filters the file picker). */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Upload a post's cover (REST multipart: GraphQL's uploadBlogCover does the same); throws RequestError with the server's text. */
export async function uploadCover(postId: string, file: File, alt: string): Promise<void> {
  await answerOf(
    rest.POST('/api/admin/blog/{id}/cover', {
      params: { path: { id: postId }, query: { alt } },
      body: { file },
      bodySerializer: formDataOf,
    }),
  );
}
