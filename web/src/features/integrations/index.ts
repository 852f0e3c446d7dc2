export { CalendarFeedCard, CalendarFeedControls } from './CalendarFeedCard';
export { ExportCard } from './ExportCard';
export { IntegrationsTab } from './IntegrationsTab';
