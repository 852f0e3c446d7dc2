import type { Context } from '../../context.ts';
import { myobCompanyFiles } from '../../integrations/accounting/myob/myob-api.ts';
import { exchangeMyobCode } from '../../integrations/accounting/myob/myob-oauth.ts';
import { type CallbackQuery, finishConnecting } from './finish-connecting.ts';
import { missingMyobSettings } from './myob-availability.ts';

// MYOB's part of the redirect back (finish-connecting.ts): the code exchanged for tokens (MYOB takes no PKCE). MYOB's
// API keys made since March 2025 name the company file the admin picked on the redirect (businessId, businessName):
// that file is what the login reaches. Older keys do not: the files are read from MYOB's list.

export interface MyobCallbackQuery extends CallbackQuery {
  businessId?: string;
  businessName?: string;
}

export function myobCallback(ctx: Context, query: MyobCallbackQuery): Promise<string> {
  return finishConnecting(ctx, query, {
    provider: 'myob',
    configured: !missingMyobSettings(ctx.config).length,
    async exchange(code) {
      const tokens = await exchangeMyobCode(ctx.config, code);
      const files = query.businessId
        ? [{ id: query.businessId, name: query.businessName || 'MYOB company file' }]
        : await myobCompanyFiles(ctx.config, tokens.accessToken);
      return { tokens, reaches: files.map((f) => ({ id: f.id, name: f.name })) };
    },
  });
}
