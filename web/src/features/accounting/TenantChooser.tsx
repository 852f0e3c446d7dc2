import { useMutation } from '@apollo/client/react';
import { Banner, Button, Card, Radio, RadioGroup, Stack, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';

const ChooseXeroTenant = graphql(`
  mutation ChooseXeroTenant($authorisationId: ID!, $tenantId: ID!) {
    chooseXeroTenant(authorisationId: $authorisationId, tenantId: $tenantId) {
      __typename
      ... on AccountingConnection {
        status
        tenantName
      }
      ... on AppError {
        message
      }
    }
  }
`);

interface Choice {
  authorisationId: string;
  tenants: readonly { id: string; name: string }[];
}

/** The Xero organisations the admin's login reached: one is chosen for this business. */
export function TenantChooser({ choice, onChosen }: { choice: Choice; onChosen: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [choose, choosing] = useMutation(ChooseXeroTenant);
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    if (!chosen) return;
    setFailure(null);
    try {
      unwrap(
        (await choose({ variables: { authorisationId: choice.authorisationId, tenantId: chosen } })).data?.chooseXeroTenant,
        'Failed to connect. Please try again.',
      );
      onChosen();
    } catch (err) {
      setFailure(messageOf(err, 'Failed to connect. Please try again.'));
    }
  }

  return (
    <Card title="Choose the Xero organisation" headingLevel={2}>
      <Stack>
        <RadioGroup label="Xero organisation for this business" value={chosen} onChange={setChosen}>
          {choice.tenants.map((t) => (
            <Radio key={t.id} value={t.id}>
              {t.name}
            </Radio>
          ))}
        </RadioGroup>
        {failure && <Banner tone="error" title={failure} />}
        <Toolbar
          actions={
            <Button variant="primary" onPress={save} isDisabled={!chosen} isPending={choosing.loading}>
              Connect this organisation
            </Button>
          }
        />
      </Stack>
    </Card>
  );
}
