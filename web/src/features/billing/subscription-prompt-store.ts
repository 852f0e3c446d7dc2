import type { SubscriptionPrompt } from '../../lib/subscription-errors';
import { createStore } from '../../lib/store';

/** The subscription modal currently asked for (by any request that met a 402), or null. */
export const subscriptionPrompt = createStore<SubscriptionPrompt | null>(null);
