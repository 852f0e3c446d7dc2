import { createStore } from './store';
import type { SubscriptionPrompt } from './subscription-errors';

/** The subscription modal currently asked for (by any request that met a 402), or null. */
export const subscriptionPrompt = createStore<SubscriptionPrompt | null>(null);
