import { Button } from '@spanner/design-system';
import type { ReactNode } from 'react';

/**
 * The accounting buttons of a quote or invoice (spec part 2 §2): the kind's own Xero button where it has one (an
 * invoice's: Send to Xero / Sent to Xero · view), else a disabled one that says only invoices go to Xero; MYOB is
 * not built yet and says so (docs/accounting.md).
 */
export function AccountingButtons({ xero }: { xero?: ReactNode }) {
  return (
    <>
      {xero ?? (
        <Button variant="secondary" isDisabled>
          Send to Xero (invoices only)
        </Button>
      )}
      <Button variant="secondary" isDisabled>
        Send to MYOB (coming soon)
      </Button>
    </>
  );
}
