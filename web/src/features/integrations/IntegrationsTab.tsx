import { Stack } from '@spanner/design-system';
import { WebhooksCard } from './WebhooksCard';

/** Settings → Integrations (admins): the cards that connect other software to the business. */
export function IntegrationsTab() {
  return (
    <Stack>
      <WebhooksCard />
    </Stack>
  );
}
