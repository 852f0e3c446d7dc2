import type { RouteObject } from 'react-router';
import { OutboxPage } from './OutboxPage';

/**
 * The outbox screen, relative to /: in the main bundle, since it is opened when there is no network to load a chunk.
 * It imports nothing of Apollo (a change carries its own user), so the sign-in page's first load stays without it.
 */
export const outboxRoutes: RouteObject[] = [{ path: 'outbox', Component: OutboxPage }];
