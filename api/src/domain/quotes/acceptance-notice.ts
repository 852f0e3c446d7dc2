import type { Config } from '../../config.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { formatAud } from '../../rules/money.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

// The office hears when a customer accepts a quote on its emailed link: an email to the organisation's own address
// (the business's account mail, so never counted against the email allowance) and, published by the caller, the
// live change every signed-in office user's app turns into a toast.

/** Where the office opens a quote in the app. */
export const officeQuoteUrl = (config: Pick<Config, 'PUBLIC_URL'>, quoteId: string) => publicLink(config, `/quotes/${quoteId}`);

export interface AcceptedQuote {
  id: string;
  orgId: string;
  number: string;
  title: string | null;
  totalCents: number;
  customer: { name: string } | null;
  org: { name: string; email: string | null };
}

/** The notice's subject and text: who accepted which quote, its total, and the link to it. */
export function acceptanceNotice(config: Pick<Config, 'PUBLIC_URL'>, quote: AcceptedQuote, acceptedBy: string) {
  const what = `quote ${quote.number}${quote.title ? ` (${quote.title})` : ''}`;
  const forWhom = quote.customer ? ` for ${quote.customer.name}` : '';
  return {
    subject: `Quote ${quote.number} accepted by ${acceptedBy}`,
    text: [
      `${acceptedBy} accepted ${what}${forWhom} online.`,
      `Total: ${formatAud(quote.totalCents)} including GST.`,
      '',
      `Open it in Spanner: ${officeQuoteUrl(config, quote.id)}`,
      '',
      `Spanner, for ${quote.org.name}`,
    ].join('\n'),
  };
}

/**
 * Records the notice to the organisation's email address, in the caller's transaction (so it stands or falls with the
 * acceptance, and SMTP delivery waits for the commit). No address on the organisation: nothing to send.
 */
export async function emailAcceptanceNotice(
  services: { db: Prisma.TransactionClient; config: Config; jobs: Pick<JobQueue, 'send'> },
  quote: AcceptedQuote,
  acceptedBy: string,
): Promise<void> {
  if (!quote.org.email) return;
  const { subject, text } = acceptanceNotice(services.config, quote, acceptedBy);
  await sendOrganisationEmail(services, quote.orgId, {
    to: quote.org.email,
    subject,
    text,
    about: { quoteId: quote.id },
    counted: false,
  });
}
