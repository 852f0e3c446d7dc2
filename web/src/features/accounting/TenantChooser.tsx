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

const ChooseMyobFile = graphql(`
  mutation ChooseMyobFile($authorisationId: ID!, $companyFileId: ID!) {
    chooseMyobFile(authorisationId: $authorisationId, companyFileId: $companyFileId) {
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
  /** xero: organisations; myob: company files */
  provider: string;
  authorisationId: string;
  tenants: readonly { id: string; name: string }[];
}

/** The Xero organisations (or MYOB company files) the admin's login reached: one is chosen for this business. */
export function TenantChooser({ choice, onChosen }: { choice: Choice; onChosen: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [chooseXero, choosingXero] = useMutation(ChooseXeroTenant);
  const [chooseMyob, choosingMyob] = useMutation(ChooseMyobFile);
  const [failure, setFailure] = useState<string | null>(null);
  const myob = choice.provider === 'myob';
  const words = myob
    ? { title: 'Choose the MYOB company file', label: 'MYOB company file for this business', button: 'Connect this company file' }
    : { title: 'Choose the Xero organisation', label: 'Xero organisation for this business', button: 'Connect this organisation' };

  async function save() {
    if (!chosen) return;
    setFailure(null);
    try {
      const result = myob
        ? (await chooseMyob({ variables: { authorisationId: choice.authorisationId, companyFileId: chosen } })).data?.chooseMyobFile
        : (await chooseXero({ variables: { authorisationId: choice.authorisationId, tenantId: chosen } })).data?.chooseXeroTenant;
      unwrap(result, 'Failed to connect. Please try again.');
      onChosen();
    } catch (err) {
      setFailure(messageOf(err, 'Failed to connect. Please try again.'));
    }
  }

  return (
    <Card title={words.title} headingLevel={2}>
      <Stack>
        <RadioGroup label={words.label} value={chosen} onChange={setChosen}>
          {choice.tenants.map((t) => (
            <Radio key={t.id} value={t.id}>
              {t.name}
            </Radio>
          ))}
        </RadioGroup>
        {failure && <Banner tone="error" title={failure} />}
        <Toolbar
          actions={
            <Button variant="primary" onPress={save} isDisabled={!chosen} isPending={choosingXero.loading || choosingMyob.loading}>
              {words.button}
            </Button>
          }
        />
      </Stack>
    </Card>
  );
}
