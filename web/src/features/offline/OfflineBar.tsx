import { Banner } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import { copyWarnings, type StorageEstimate, storageEstimate } from '../../offline/cache/health';
import { offlineBarText } from '../../offline/cache/saved-at';
import { OutboxCount } from '../../offline/outbox/OutboxCount';
import * as css from './offline.css';

/** "Offline — showing what was saved at 7:42 am", and what makes the copy doubtful (a week old, storage low). */
export function OfflineBar({ copy }: { copy: DeviceCopy }) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, []);
  const now = new Date();
  return (
    <div className={css.bar}>
      <Banner tone="info" title={offlineBarText(copy.savedAt, copy.timeZone, now)} action={<OutboxCount />}>
        Notes, hours, parts, photos, forms, sign-offs, clock on and off, status changes and completions are kept on this device and sent
        when you are back online.
      </Banner>
      {copyWarnings(copy.savedAt, now, estimate).map((warning) => (
        <Banner key={warning} tone="warning">
          {warning}
        </Banner>
      ))}
    </div>
  );
}
