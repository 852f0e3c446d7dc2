import type { Config } from '../../../config.ts';

// Xero's connections API (the organisations a login reaches, and disconnecting one). xero-node's XeroClient calls it
// at https://api.xero.com/connections, hard-coded; these calls go to XERO_API_URL, so a local fake answers in tests.

export interface XeroTenant {
  /** Xero's id of this app's connection to the tenant (what DELETE /connections/{id} takes) */
  connectionId: string;
  tenantId: string;
  tenantName: string;
}

async function call(config: Pick<Config, 'XERO_API_URL'>, accessToken: string, method: 'GET' | 'DELETE', path: string) {
  const res = await fetch(`${config.XERO_API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Xero answered ${res.status} to ${method} ${path}`);
  return res;
}

/** The Xero organisations (not practices) the access token reaches. */
export async function xeroTenants(config: Pick<Config, 'XERO_API_URL'>, accessToken: string): Promise<XeroTenant[]> {
  const res = await call(config, accessToken, 'GET', '/connections');
  const rows = (await res.json()) as { id: string; tenantId: string; tenantName: string | null; tenantType: string }[];
  return rows
    .filter((r) => r.tenantType === 'ORGANISATION')
    .map((r) => ({ connectionId: r.id, tenantId: r.tenantId, tenantName: r.tenantName ?? 'Xero organisation' }));
}

/** Ends this app's connection to one tenant (the other tenants the login reached stay as they are). */
export async function deleteXeroConnection(config: Pick<Config, 'XERO_API_URL'>, accessToken: string, tenantId: string): Promise<void> {
  const tenant = (await xeroTenants(config, accessToken)).find((t) => t.tenantId === tenantId);
  if (tenant) await call(config, accessToken, 'DELETE', `/connections/${tenant.connectionId}`);
}
