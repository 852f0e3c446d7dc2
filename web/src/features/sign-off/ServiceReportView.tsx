import type { ReportEntry, ServiceReport } from '@rules/service-report';
import { Card, type DescriptionItem, DescriptionList } from '@spanner/design-system';
import { Fragment } from 'react';
import * as css from './sign-off.css';

interface Photo {
  id: string;
  url: string;
}

/**
 * The service report as the customer reads it before signing: the job, who did it, the units, hours and parts, and
 * each form's answers — the same content the signed PDF prints (api/src/rules/service-report.ts).
 */
export function ServiceReportView({ report: r, photos }: { report: ServiceReport; photos: Photo[] }) {
  return (
    <>
      <Card title={r.job.title} headingLevel={2}>
        <DescriptionList
          items={[
            r.customer && { term: 'Customer', value: r.customer.name },
            !!r.customer?.address && { term: 'Address', value: r.customer.address },
            !!r.job.scheduledOn && { term: 'Date', value: r.job.scheduledOn },
            r.technicians.length > 0 && {
              term: r.technicians.length === 1 ? 'Technician' : 'Technicians',
              value: r.technicians.join(', '),
            },
            !!r.job.description && { term: 'Work', value: r.job.description },
          ]}
        />
      </Card>
      {r.equipment.length > 0 && (
        <Card title="Equipment" headingLevel={2}>
          <DescriptionList items={r.equipment.map((e, i) => ({ id: String(i), term: e.name, value: e.details ?? '—' }))} />
        </Card>
      )}
      {(r.labour.length > 0 || r.parts.length > 0) && (
        <Card title="Labour and parts" headingLevel={2}>
          <DescriptionList
            items={[
              ...r.labour.map((l, i) => ({ id: `labour-${i}`, term: l.who, value: `${l.hours} h` })),
              ...r.parts.map((p, i) => ({ id: `part-${i}`, term: p.name, value: `× ${p.quantity}` })),
            ]}
          />
        </Card>
      )}
      {r.forms.map((f, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: the report's forms are read-only, in the job's order
          key={i}
          title={`${f.title}${f.equipment ? ` — ${f.equipment}` : ''}`}
          description={f.submitted ? (f.revision ? `Submitted, corrected ${f.revision}×` : 'Submitted') : 'Not submitted'}
          headingLevel={2}
        >
          {f.sections.map((s) => (
            <Fragment key={s.title}>
              <h3 className={css.sectionTitle}>{s.title}</h3>
              <DescriptionList items={itemsOf(s.entries, photos)} />
            </Fragment>
          ))}
        </Card>
      ))}
    </>
  );
}

/** A form's answers as terms and values: a signature with its image, a group's rows each a list of its own. */
function itemsOf(entries: ReportEntry[], photos: Photo[]): DescriptionItem[] {
  return entries.flatMap((e, i): DescriptionItem[] => {
    const id = `${i}-${e.label}`;
    if ('value' in e) return [{ id, term: e.label, value: e.value }];
    if ('signature' in e) {
      const image = photos.find((p) => p.id === e.signature.photoId);
      return [
        {
          id,
          term: e.label,
          value: (
            <>
              {image && <img src={image.url} alt={`${e.label}, signed by ${e.signature.signedBy}`} className={css.signature} />}
              <span className={css.muted}>Signed by {e.signature.signedBy}</span>
            </>
          ),
        },
      ];
    }
    return [
      { id, term: e.label, value: e.rows.length === 0 ? '—' : `${e.rows.length} ${e.rows.length === 1 ? 'row' : 'rows'}` },
      ...e.rows.map((row, r) => ({
        id: `${id}-${r}`,
        term: row.label,
        value: <DescriptionList layout="stacked" items={itemsOf(row.entries, photos)} />,
      })),
    ];
  });
}
