import type { DeviceCopyPriceListQuery } from '../../gql/graphql';
import { readGraphQL } from '../../lib/read-graphql';
import { type DeviceCopy, keptRange, type SavedPriceItem, toDeviceCopy } from './device-copy';
import { saveDeviceCopy } from './device-store';
import { askForPersistentStorage } from './health';
import { DeviceCopyPriceListQuery as DeviceCopyPriceListDocument, DeviceCopyQuery } from './snapshot-query';

/** Who the copy is for, as the viewer query answers: their id, zone and whether the policy shows them every job. */
export interface CopyOwner {
  id: string;
  timeZone: string;
  /** The policy's seeAllJobs: an office viewer sees everyone's jobs, so only the jobs they are on are kept. */
  seeAllJobs: boolean;
}

/**
 * How the copy reads the server. Not through Apollo: eight days of jobs with their customers, equipment and history
 * written into the normalised cache were one long task each just after a screen's first paint (170–290 ms on
 * Lighthouse's 4×-slowed phone), no screen reads them from there, and even without its cache Apollo's handling of
 * the query was another (60–90 ms).
 */
export type ReadQuery = typeof readGraphQL;

async function priceList(read: ReadQuery): Promise<SavedPriceItem[]> {
  const items: SavedPriceItem[] = [];
  let after: string | null = null;
  do {
    const data: DeviceCopyPriceListQuery = await read(DeviceCopyPriceListDocument, { after });
    items.push(...data.itemPresets.edges.map((e) => e.node));
    after = data.itemPresets.pageInfo.hasNextPage ? (data.itemPresets.pageInfo.endCursor ?? null) : null;
  } while (after);
  return items;
}

/**
 * Read the owner's next days from the server and keep them on the device, replacing the last copy whole. A failed
 * read keeps the last copy. Technicians get the jobs the server's job scope gives them; for office roles the
 * policy's seeAllJobs would give every job, so the copy asks for the jobs they are on.
 */
export async function refreshDeviceCopy(
  owner: CopyOwner,
  { read = readGraphQL, now = new Date() }: { read?: ReadQuery; now?: Date } = {},
): Promise<DeviceCopy> {
  const range = keptRange(now, owner.timeZone);
  const [data, items] = await Promise.all([
    read(DeviceCopyQuery, {
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      technicianId: owner.seeAllJobs ? owner.id : null,
    }),
    priceList(read),
  ]);
  const copy = toDeviceCopy(data, items, range, now);
  if (copy.userId !== owner.id) throw new Error('The signed-in user changed while saving');
  await saveDeviceCopy(copy);
  void askForPersistentStorage();
  return copy;
}
