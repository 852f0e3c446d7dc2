import type { ReactNode } from 'react';
import { CreditBanner, useCreditGate } from '../messaging';

/** What the email dialogs need from the organisation's email credits: the banner, and whether Send is blocked. */
export interface EmailCredit {
  banner: ReactNode;
  blocked: boolean;
  label: (normal: string) => string;
  /** After a send (with its error when it failed): the usage meters refresh when credits were spent or ran out. */
  settled: (error?: unknown) => void;
}

/**
 * The one spot where the quote and invoice email dialogs read the organisation's email credits: the credit banner
 * (all used up blocks Send; low credits turn it into 'Send Anyway'). The server still refuses a send with nothing
 * left, and the dialog then says why.
 */
export function useEmailCredit(action: string): EmailCredit {
  const gate = useCreditGate('email');
  return {
    banner: <CreditBanner channel="email" action={action} gate={gate} />,
    blocked: gate.blocked,
    label: gate.label,
    settled: gate.settled,
  };
}
