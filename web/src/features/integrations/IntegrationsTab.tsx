import { Stack } from '@spanner/design-system';
import { ApiKeysCard } from './ApiKeysCard';

/** Settings → Integrations (admins): a stack of cards, one per way of connecting another tool to Spanner. */
export function IntegrationsTab() {
  return (
    <Stack>
      <ApiKeysCard />
    </Stack>
  );
}
