import type { ApolloClient } from '@apollo/client';
import type { DeviceCopyPriceListQuery } from '../../gql/graphql';
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
 * The copy's reads go to IndexedDB, not into Apollo's cache: eight days of jobs with their customers, equipment and
 * history written into the normalised cache were one long task each just after a screen's first paint (170–290 ms
 * on Lighthouse's 4×-slowed phone), and no screen reads them from there.
 */
const NOT_INTO_APOLLO = 'no-cache';

async function priceList(client: ApolloClient): Promise<SavedPriceItem[]> {
  const items: SavedPriceItem[] = [];
  let after: string | null = null;
  do {
    const { data }: { data?: DeviceCopyPriceListQuery } = await client.query({
      query: DeviceCopyPriceListDocument,
      variables: { after },
      fetchPolicy: NOT_INTO_APOLLO,
    });
    if (!data) throw new Error('The price list could not be read');
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
export async function refreshDeviceCopy(client: ApolloClient, owner: CopyOwner, now = new Date()): Promise<DeviceCopy> {
  const range = keptRange(now, owner.timeZone);
  const [{ data }, items] = await Promise.all([
    client.query({
      query: DeviceCopyQuery,
      variables: { start: range.start.toISOString(), end: range.end.toISOString(), technicianId: owner.seeAllJobs ? owner.id : null },
      fetchPolicy: NOT_INTO_APOLLO,
    }),
    priceList(client),
  ]);
  if (!data) throw new Error('The saved jobs could not be read');
  const copy = toDeviceCopy(data, items, range, now);
  if (copy.userId !== owner.id) throw new Error('The signed-in user changed while saving');
  await saveDeviceCopy(copy);
  void askForPersistentStorage();
  return copy;
}
