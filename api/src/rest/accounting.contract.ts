import { z } from 'zod';
import { accountingConnectionJson, accountingMappingsInput, accountingMappingsJson } from '../views/accounting.views.ts';
import { route } from './contract.ts';

// Settings → Accounting: connecting Xero (OAuth 2.0 with PKCE), choosing the organisation, the mappings, and
// disconnecting (docs/accounting.md).

export const accountingContract = {
  getAccountingConnection: route({
    method: 'GET',
    path: '/api/accounting/connection',
    summary:
      "The organisation's connection to its books: provider, the Xero organisation's name, status (connected, needs_reconnect, or null), the last error, who connected it and when, and whether this server can connect at all (missing: what its operator sets). Never its tokens (admin and manager)",
    access: { can: 'syncAccounting' },
    response: accountingConnectionJson,
  }),
  connectXero: route({
    method: 'POST',
    path: '/api/accounting/xero/connect',
    summary:
      "Start connecting Xero: the url of Xero's consent page to send the browser to (OAuth 2.0 with PKCE; valid 15 minutes). 503 naming the settings when this server has no Xero app (admin)",
    access: { can: 'manageAccounting' },
    response: z.object({ url: z.string() }),
  }),
  xeroCallback: route({
    method: 'GET',
    path: '/api/accounting/xero/callback',
    summary:
      "Xero's redirect back after its consent page (a browser GET; the state is the proof it belongs to the signed-in admin's authorisation): answers 303 to Settings → Accounting with xero=connected, choose (several organisations: pick one), denied, expired, failed, no_organisation, already_connected or not_allowed",
    access: 'public',
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    }),
    status: 303,
    response: z.unknown(),
  }),
  chooseXeroTenant: route({
    method: 'POST',
    path: '/api/accounting/xero/tenant',
    summary:
      'Connect the Xero organisation chosen {authorisation_id, tenant_id} among those the admin’s Xero login reached (pending_choice of the connection) (admin)',
    access: { can: 'manageAccounting' },
    body: z.object({ authorisation_id: z.string().min(1).max(60), tenant_id: z.string().min(1).max(60) }),
    response: accountingConnectionJson,
  }),
  connectMyob: route({
    method: 'POST',
    path: '/api/accounting/myob/connect',
    summary:
      "Start connecting MYOB Business / AccountRight: the url of MYOB's consent page to send the browser to (OAuth 2.0; valid 15 minutes). 503 naming the settings when this server has no MYOB app (admin)",
    access: { can: 'manageAccounting' },
    response: z.object({ url: z.string() }),
  }),
  myobCallback: route({
    method: 'GET',
    path: '/api/accounting/myob/callback',
    summary:
      "MYOB's redirect back after its consent page (a browser GET; the state is the proof it belongs to the signed-in admin's authorisation): answers 303 to Settings → Accounting with myob=connected, choose (several company files: pick one), denied, expired, failed, no_organisation, already_connected or not_allowed",
    access: 'public',
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
      businessId: z.string().max(100).optional(),
      businessName: z.string().max(300).optional(),
    }),
    status: 303,
    response: z.unknown(),
  }),
  chooseMyobFile: route({
    method: 'POST',
    path: '/api/accounting/myob/company-file',
    summary:
      'Connect the MYOB company file chosen {authorisation_id, company_file_id} among those the admin’s MYOB login reached (pending_choice of the connection) (admin)',
    access: { can: 'manageAccounting' },
    body: z.object({ authorisation_id: z.string().min(1).max(60), company_file_id: z.string().min(1).max(100) }),
    response: accountingConnectionJson,
  }),
  disconnectAccounting: route({
    method: 'DELETE',
    path: '/api/accounting/connection',
    summary:
      "Disconnect the books: tokens wiped, Xero's connection deleted and the grant revoked; Spanner's records and the sync ledger are kept (reconnecting the same organisation sends nothing twice) (admin)",
    access: { can: 'manageAccounting' },
    response: accountingConnectionJson,
  }),
  getAccountingMappings: route({
    method: 'GET',
    path: '/api/accounting/mappings',
    summary:
      "The accounts and tax types Spanner's records land on in the books (saved, or the defaults read from the connected file) and the file's accounts, tax rates and tracking categories to choose from (admin)",
    access: { can: 'manageAccounting' },
    response: accountingMappingsJson,
  }),
  updateAccountingMappings: route({
    method: 'PUT',
    path: '/api/accounting/mappings',
    summary:
      'Save the mappings {sales_account_code, gst_tax_type, gst_free_tax_type, card_fees_account_code, clearing_account_code, tracking_source (none, job_type, technician), tracking_category_id, contacts_source (spanner, books)}; each must be in the connected file (400 with field errors) (admin)',
    access: { can: 'manageAccounting' },
    body: accountingMappingsInput,
    response: accountingMappingsJson,
  }),
} as const;
