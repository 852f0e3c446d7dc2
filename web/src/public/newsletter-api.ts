import { newsletterTexts } from '@rules/newsletter';
import { publicAnswerOf, publicRest } from './public-api';

/** POST /api/public/newsletter/subscribe: the server's message (check your inbox), or a PublicApiError. */
export async function subscribeToNewsletter(email: string, source: string): Promise<string> {
  const answer = await publicAnswerOf(publicRest.POST('/api/public/newsletter/subscribe', { body: { email, source } }));
  return answer?.message || newsletterTexts.checkInbox;
}
