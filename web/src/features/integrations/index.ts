// Settings → Integrations: the ways another tool connects to Spanner (API keys). Import from here, never from a file
// inside the folder.

export { IntegrationsTab } from './IntegrationsTab';
