// What the owner's figures offer the rest of the app: their routes and the sidebar's alerts badge.
export { AlertsBadge } from './alerts';
export { ownerFiguresRoutes } from './routes';
