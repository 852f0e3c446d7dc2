import { useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { Card, DescriptionList, Skeleton } from '@spanner/design-system';
import { useCan } from '../../lib/use-can';
import { JobProfitQuery } from './docs';

/** The job page's profit figures, for those who may see job profit (seeJobProfit); nothing for anyone else. */
export function JobProfitSection({ jobId }: { jobId: string }) {
  const may = useCan('seeJobProfit');
  return may ? <Figures jobId={jobId} /> : null;
}

function Figures({ jobId }: { jobId: string }) {
  const { data } = useQuery(JobProfitQuery, { variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const p = data?.jobProfit;
  return (
    <Card aria-label="Job profit" title="Profit" headingLevel={2} description="Invoiced revenue less labour and materials, GST excluded">
      {!p ? (
        <Skeleton shape="rect" height={120} />
      ) : (
        <DescriptionList
          items={[
            { term: 'Revenue', value: formatAud(p.revenueCents) },
            { term: 'Labour', value: `${formatAud(p.labourCostCents)} (${Math.round((p.labourMinutes / 60) * 100) / 100} h)` },
            { term: 'Materials', value: formatAud(p.materialsCostCents) },
            { term: 'Margin', value: `${formatAud(p.marginCents)}${p.marginPercent === null ? '' : ` (${p.marginPercent.toFixed(1)}%)`}` },
            p.uncostedLabourMinutes > 0 && {
              term: 'Not costed',
              value: `${Math.round((p.uncostedLabourMinutes / 60) * 100) / 100} h by members without a cost rate`,
              id: 'labour',
            },
            p.uncostedMaterials.length > 0 && { term: 'Parts without a cost', value: p.uncostedMaterials.join(', '), id: 'parts' },
          ]}
        />
      )}
    </Card>
  );
}
