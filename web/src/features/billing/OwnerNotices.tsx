import { useQuery } from '@apollo/client/react';
import { formatLongDate } from '@rules/zoned-time';
import { Banner, Stack } from '@spanner/design-system';
import { graphql } from '../../gql';
import { useTimeZone } from '../../lib/time-zone';

export const OwnerNoticesQuery = graphql(`
  query OwnerNotices {
    ownerNotices {
      id
      at
      text
    }
  }
`);

/** What Spanner's owner did for this organisation — "Spanner extended your trial to 12 Dec 2026" — on the billing tab. */
export function OwnerNotices() {
  const timeZone = useTimeZone();
  const { data } = useQuery(OwnerNoticesQuery, { fetchPolicy: 'cache-and-network' });
  const notices = data?.ownerNotices ?? [];
  if (notices.length === 0) return null;
  return (
    <Stack gap="2">
      {notices.slice(0, 3).map((n) => (
        <Banner key={n.id} tone="info" title={n.text}>
          {formatLongDate(n.at, timeZone)}
        </Banner>
      ))}
    </Stack>
  );
}
