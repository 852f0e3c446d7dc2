import { Stack } from '@spanner/design-system';
import { useCan } from '../../lib/use-can';
import { ApiKeysCard } from './ApiKeysCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ExportCard } from './ExportCard';

/** Settings → Integrations: a stack of cards, each one way in or out of Spanner. */
export function IntegrationsTab() {
  const canExport = useCan('exportData');
  const canManageApiKeys = useCan('manageApiKeys');
  return (
    <Stack>
      {canManageApiKeys && <ApiKeysCard />}
      <CalendarFeedCard />
      {canExport && <ExportCard />}
    </Stack>
  );
}
