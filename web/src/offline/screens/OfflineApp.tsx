import { EmptyState } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { rememberedUserId } from '../../lib/identity';
import type { DeviceCopy } from '../cache/device-copy';
import { readDeviceCopy } from '../cache/device-store';
import { OfflineBar } from './OfflineBar';
import { OfflineJob } from './OfflineJob';
import { OfflinePriceList } from './OfflinePriceList';
import { OfflineSchedule } from './OfflineSchedule';
import * as css from './offline.css';

/**
 * The main app with no network: the signed-in user's saved schedule, a saved job (/jobs/{id}) and the price list
 * (/price-list), read from the device, under the offline bar. Only the copy of the user this browser last signed
 * in is read. When the network returns, `onOnline` lets the portal try the server again.
 */
export function OfflineApp({ onOnline }: { onOnline: () => void }) {
  const { pathname } = useLocation();
  const [copy, setCopy] = useState<DeviceCopy | null | undefined>(undefined);
  useEffect(() => {
    const userId = rememberedUserId();
    if (!userId) return setCopy(null);
    void readDeviceCopy(userId)
      .catch(() => null)
      .then(setCopy);
  }, []);
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);

  if (copy === undefined) return null;
  if (!copy) {
    return (
      <main className={css.content}>
        <EmptyState
          title="You're offline"
          description="Nothing is saved on this device yet. Open Spanner once with signal and your next 7 days are kept here."
        />
      </main>
    );
  }
  const job = matchPath('/jobs/:id/*', pathname) ?? matchPath('/jobs/:id', pathname);
  return (
    <div className={css.page}>
      <OfflineBar copy={copy} />
      <main className={css.content}>
        {job?.params.id ? (
          <OfflineJob copy={copy} jobId={job.params.id} />
        ) : pathname === '/price-list' ? (
          <OfflinePriceList copy={copy} />
        ) : (
          <OfflineSchedule copy={copy} />
        )}
      </main>
    </div>
  );
}
