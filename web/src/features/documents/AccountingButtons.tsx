import { Button } from '@spanner/design-system';

/**
 * The accounting sync buttons of a quote or invoice (spec part 2 §2): disabled and marked coming soon, the one
 * place the spec asks for it. Nothing is sent anywhere.
 */
export function AccountingButtons() {
  return (
    <>
      {['Send to Xero', 'Send to MYOB'].map((label) => (
        <Button key={label} variant="secondary" isDisabled>
          {`${label} (coming soon)`}
        </Button>
      ))}
    </>
  );
}
