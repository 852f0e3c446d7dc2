import { z } from 'zod';
import { publicInvoiceJson } from '../views/public-invoices.views.ts';
import { route } from './contract.ts';

// The customer's invoice behind its emailed link, no sign-in (docs/getting-paid.md): the same calls as GraphQL's
// publicInvoice and payInvoice, and the receipt of a paid invoice as a PDF.

const tokenParams = z.object({ token: z.string().max(200) });

export const publicInvoicesContract = {
  get: route({
    method: 'GET',
    path: '/api/public/invoices/{token}',
    summary:
      "An invoice behind its emailed link, no sign-in (404 with the link's message when unknown or expired); opening it changes nothing",
    access: 'public',
    params: tokenParams,
    response: publicInvoiceJson,
  }),
  pay: route({
    method: 'POST',
    path: '/api/public/invoices/{token}/pay',
    summary: "Pay now: where to send the browser to pay the balance on the business's own Stripe account (or the local pay page)",
    access: 'public',
    params: tokenParams,
    response: z.object({ url: z.string() }),
  }),
  receipt: route({
    method: 'GET',
    path: '/api/public/invoices/{token}/receipt',
    summary: "The receipt of a paid invoice's last payment as a PDF, no sign-in (404 while it is not paid)",
    access: 'public',
    params: tokenParams,
    response: z.unknown(),
    responseType: 'application/pdf',
  }),
} as const;
