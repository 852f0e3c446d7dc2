import { newsletterTexts } from '@rules/newsletter';
import { postPublic } from './public-api';

/** POST /api/public/newsletter/subscribe: the server's message (check your inbox), or a PublicApiError. */
export async function subscribeToNewsletter(email: string, source: string): Promise<string> {
  const answer = await postPublic<{ message?: string }>('/api/public/newsletter/subscribe', { email, source });
  return answer?.message || newsletterTexts.checkInbox;
}
