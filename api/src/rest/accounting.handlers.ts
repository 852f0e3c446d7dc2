import { getAccountingConnection } from '../domain/accounting/accounting-connection.ts';
import { chooseMyobFile } from '../domain/accounting/choose-myob-file.ts';
import { chooseXeroTenant } from '../domain/accounting/choose-xero-tenant.ts';
import { connectMyob } from '../domain/accounting/connect-myob.ts';
import { connectXero } from '../domain/accounting/connect-xero.ts';
import { disconnectAccounting } from '../domain/accounting/disconnect-accounting.ts';
import { getAccountingMappings, updateAccountingMappings } from '../domain/accounting/mappings.ts';
import { myobCallback } from '../domain/accounting/myob-callback.ts';
import { xeroCallback } from '../domain/accounting/xero-callback.ts';
import { toAccountingConnectionJson, toAccountingMappingsJson } from '../views/accounting.views.ts';
import { accountingContract } from './accounting.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

// REST routes of Settings → Accounting: contracts in accounting.contract.ts, implemented here.
export const accountingRoutes: BoundRoute[] = implement(accountingContract, {
  getAccountingConnection: async ({ ctx }) => toAccountingConnectionJson(await getAccountingConnection(ctx)),
  connectXero: ({ ctx }) => connectXero(ctx),
  xeroCallback: async ({ ctx, query, reply }) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.redirect(await xeroCallback(ctx, query), 303);
  },
  chooseXeroTenant: async ({ ctx, body }) => {
    await chooseXeroTenant(ctx, { authorisationId: body.authorisation_id, tenantId: body.tenant_id });
    return toAccountingConnectionJson(await getAccountingConnection(ctx));
  },
  connectMyob: ({ ctx }) => connectMyob(ctx),
  myobCallback: async ({ ctx, query, reply }) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return reply.redirect(await myobCallback(ctx, query), 303);
  },
  chooseMyobFile: async ({ ctx, body }) => {
    await chooseMyobFile(ctx, { authorisationId: body.authorisation_id, companyFileId: body.company_file_id });
    return toAccountingConnectionJson(await getAccountingConnection(ctx));
  },
  disconnectAccounting: async ({ ctx }) => {
    await disconnectAccounting(ctx);
    return toAccountingConnectionJson(await getAccountingConnection(ctx));
  },
  getAccountingMappings: async ({ ctx }) => toAccountingMappingsJson(await getAccountingMappings(ctx)),
  updateAccountingMappings: async ({ ctx, body }) => toAccountingMappingsJson(await updateAccountingMappings(ctx, body)),
});
