import { useQuery } from '@apollo/client/react';
import { formatLongDay } from '@rules/zoned-time';
import { Badge, Card, Entry, EntryList, Link, Skeleton, Stack } from '@spanner/design-system';
import { graphql } from '../../gql';
import * as css from './forms.css';

export const JobFormItemsQuery = graphql(`
  query JobFormItems($id: ID!) {
    jobForm(id: $id) {
      id
      tagSheetUrl
      items {
        id
        row
        result
        nextDueOn
        equipment {
          id
          name
          assetTag
        }
      }
    }
  }
`);

const RESULT = { pass: ['green', 'Pass'], fail: ['red', 'Failed: withdrawn'], na: ['grey', 'Not tested'] } as const;

/**
 * A submitted test-and-tag form's items (docs/forms.md → Test and tag): the tag sheet's PDF and each row's unit of the
 * customer, with its result and next test, opening the unit's page.
 */
export function TaggedItemsCard({ formId }: { formId: string }) {
  const { data, loading } = useQuery(JobFormItemsQuery, { variables: { id: formId }, fetchPolicy: 'cache-and-network' });
  const form = data?.jobForm;
  return (
    <Card aria-label="Tested items" title="Tested items" headingLevel={2}>
      {!form ? (
        loading ? (
          <Skeleton shape="rect" height={80} />
        ) : null
      ) : form.items.length === 0 ? (
        <p className={css.status}>No items were recorded: a job without a customer keeps no units.</p>
      ) : (
        <Stack gap="3">
          {form.tagSheetUrl && (
            <Link href={form.tagSheetUrl} target="_blank">
              Tag sheet (PDF)
            </Link>
          )}
          <EntryList aria-label="Tested items">
            {form.items.map((i) => {
              const [tone, label] = RESULT[i.result as keyof typeof RESULT] ?? RESULT.na;
              return (
                <Entry
                  key={i.id}
                  aria-label={i.equipment.assetTag ? `${i.equipment.name}, ${i.equipment.assetTag}` : i.equipment.name}
                  title={<Link href={`/equipment/${i.equipment.id}`}>{i.equipment.name}</Link>}
                  meta={[i.equipment.assetTag && `Tag ${i.equipment.assetTag}`, i.nextDueOn && `Next test ${formatLongDay(i.nextDueOn)}`]
                    .filter(Boolean)
                    .join(' · ')}
                  aside={<Badge tone={tone}>{label}</Badge>}
                />
              );
            })}
          </EntryList>
        </Stack>
      )}
    </Card>
  );
}
