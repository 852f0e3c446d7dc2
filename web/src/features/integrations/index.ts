// Settings → Integrations: the ways another tool connects to Spanner (API keys, webhooks, calendar feeds, the export).
// Import from here, never from a file inside the folder.

export { CalendarFeedCard, CalendarFeedControls } from './CalendarFeedCard';
export { ExportCard } from './ExportCard';
export { IntegrationsTab } from './IntegrationsTab';
