import { Stack } from '@spanner/design-system';
import { useCan } from '../../lib/use-can';
import { ApiKeysCard } from './ApiKeysCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ExportCard } from './ExportCard';
import { WebhooksCard } from './WebhooksCard';

/** Settings → Integrations: a stack of cards, each one way in or out of Spanner (the admin's cards only for admins). */
export function IntegrationsTab() {
  const canExport = useCan('exportData');
  const canManageApiKeys = useCan('manageApiKeys');
  const canManageWebhooks = useCan('manageWebhooks');
  return (
    <Stack>
      {canManageApiKeys && <ApiKeysCard />}
      {canManageWebhooks && <WebhooksCard />}
      <CalendarFeedCard />
      {canExport && <ExportCard />}
    </Stack>
  );
}
