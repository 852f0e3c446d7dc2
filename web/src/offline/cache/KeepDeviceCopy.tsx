import type { Viewer, ViewerAbilities } from '../../lib/viewer';
import { useKeepDeviceCopy } from './use-keep-device-copy';

/** Keeps the signed-in user's next days on the device for offline use, as a component the shell loads lazily. */
export function KeepDeviceCopy({ viewer, can }: { viewer: Viewer; can: ViewerAbilities }) {
  useKeepDeviceCopy({ id: viewer.id, orgId: viewer.org.id, timeZone: viewer.org.timeZone, seeAllJobs: can.seeAllJobs });
  return null;
}
