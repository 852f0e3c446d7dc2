import { useQuery } from '@apollo/client/react';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { checkReportRange, presetRange, REPORT_PRESETS, type ReportPreset, type ReportRange } from '@rules/report-range';
import { statusLabel } from '@rules/status-tones';
import { formatLongDay } from '@rules/zoned-time';
import {
  Banner,
  Card,
  Cell,
  Column,
  DatePicker,
  type Key,
  Link,
  Row,
  Select,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
} from '@spanner/design-system';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { TicketPriorityBadge, ticketDate } from '../support';
import { durationText, tickets } from './format';
import * as css from './owner-support.css';

const OverviewQuery = graphql(`
  query OwnerSupportOverview($from: String, $to: String) {
    ownerSupportOverview(from: $from, to: $to) {
      from
      to
      open {
        total
        unassigned
        link
        unassignedLink
        byPriority {
          priority
          total
          unassigned
          link
          byAge {
            under1Day
            days1To3
            days3To7
            over7Days
          }
        }
        byAge {
          band
          label
          count
        }
      }
      firstResponse {
        created
        count
        medianSeconds
        p90Seconds
      }
      resolution {
        count
        medianSeconds
        p90Seconds
      }
      weekly {
        weekStart
        created
      }
      topOrganisations {
        id
        name
        tickets
        open
        link
      }
      longestWaiting {
        id
        title
        organisation
        priority
        createdAt
        assigned
        link
      }
    }
  }
`);

const CHOICES = [...REPORT_PRESETS, { id: 'custom', label: 'Custom dates' }] as const;
type Choice = ReportPreset | 'custom';
const isPreset = (v: string | null): v is ReportPreset => REPORT_PRESETS.some((p) => p.id === v);
const AGE_KEYS = ['under1Day', 'days1To3', 'days3To7', 'over7Days'] as const;
const SUPPORT_PORTAL = 'Open in support portal';

/** The range the address names: ?range=90_days, ?range=custom&from=…&to=…, or this month. */
function rangeOf(params: URLSearchParams): { choice: Choice; range: ReportRange | null; error: string | null } {
  const choice = params.get('range');
  if (choice === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (!from || !to) return { choice, range: null, error: null };
    const checked = checkReportRange(from, to);
    return 'range' in checked ? { choice, range: checked.range, error: null } : { choice, range: null, error: checked.message };
  }
  const preset = isPreset(choice) ? choice : 'this_month';
  return { choice: preset, range: presetRange(preset), error: null };
}

const day = (key: string | null): CalendarDate | null => {
  try {
    return key ? parseDate(key) : null;
  } catch {
    return null;
  }
};

function Figure({ label, value, note, link }: { label: string; value: string; note?: string; link?: { href: string; label: string } }) {
  return (
    <Card padding="md" role="group" aria-label={label}>
      <p className={css.figureValue}>{value}</p>
      <p className={css.figureLabel}>{label}</p>
      {note ? <p className={css.figureNote}>{note}</p> : null}
      {link ? (
        <p className={css.figureNote}>
          <Link href={link.href} aria-label={link.label}>
            {SUPPORT_PORTAL}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}

/** /admin/support: where support stands now, and first-response and resolution times over a chosen range. */
export function OwnerSupportPage() {
  const [params, setParams] = useSearchParams();
  const { choice, range, error: rangeError } = rangeOf(params);
  const { data, error, loading, refetch } = useQuery(OverviewQuery, {
    variables: range ?? {},
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });
  const o = data?.ownerSupportOverview;

  const choose = (value: Key | null) => {
    const next = String(value ?? 'this_month') as Choice;
    if (next === 'custom') {
      const current = range ?? presetRange('this_month');
      setParams({ range: 'custom', from: current.from, to: current.to }, { replace: true });
    } else setParams(next === 'this_month' ? {} : { range: next }, { replace: true });
  };
  const setDay = (key: 'from' | 'to') => (value: CalendarDate | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value.toString());
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="6">
      <Card padding="md">
        <div className={css.rangeBar}>
          <Select label="Range" items={CHOICES} value={choice} onChange={choose} />
          {choice === 'custom' ? (
            <>
              <DatePicker label="From" value={day(params.get('from'))} onChange={setDay('from')} />
              <DatePicker label="To" value={day(params.get('to'))} onChange={setDay('to')} />
            </>
          ) : null}
        </div>
        {range ? (
          <p className={css.meta}>
            {formatLongDay(range.from)} to {formatLongDay(range.to)}, Melbourne time. Open tickets are as they stand now.
          </p>
        ) : null}
      </Card>
      {rangeError ? (
        <Banner tone="error" title="Choose another range">
          {rangeError}
        </Banner>
      ) : null}
      {error && !o ? (
        <LoadFailure title="Unable to load the support overview" error={error} onRetry={() => void refetch()} retryLabel="Retry" />
      ) : null}
      {!o && loading ? (
        <div role="status" className={css.muted}>
          <Spinner size="sm" /> Loading support overview...
        </div>
      ) : null}
      {o ? (
        <>
          <div className={css.figures}>
            <Figure
              label="Open tickets"
              value={String(o.open.total)}
              note="Open or in progress now"
              link={{ href: o.open.link, label: `${SUPPORT_PORTAL}: the ticket queue` }}
            />
            <Figure
              label="Unassigned"
              value={String(o.open.unassigned)}
              note="Open tickets nobody holds"
              link={{ href: o.open.unassignedLink, label: `${SUPPORT_PORTAL}: unassigned tickets` }}
            />
            <Figure
              label="Median first response"
              value={durationText(o.firstResponse.medianSeconds)}
              note={`p90 ${durationText(o.firstResponse.p90Seconds)} · ${o.firstResponse.count} of ${tickets(o.firstResponse.created)} answered`}
            />
            <Figure
              label="Median resolution"
              value={durationText(o.resolution.medianSeconds)}
              note={`p90 ${durationText(o.resolution.p90Seconds)} · ${tickets(o.resolution.count)} resolved`}
            />
          </div>

          <Card title="Open tickets by priority and age" padding="md">
            {/* A plain table: seven short columns that must fit a phone's width without scrolling. */}
            <div className={css.scroll}>
              <table className={css.table} aria-label="Open tickets by priority and age">
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>
                      Priority
                    </th>
                    {o.open.byAge.map((b) => (
                      <th key={b.band} scope="col" className={css.thNumber}>
                        {b.label}
                      </th>
                    ))}
                    <th scope="col" className={css.thNumber}>
                      Total
                    </th>
                    <th scope="col" className={css.thNumber}>
                      <abbr title="Unassigned">Unass.</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {o.open.byPriority.map((p) => (
                    <tr key={p.priority}>
                      <th scope="row" className={css.td}>
                        <Link href={p.link} aria-label={`${SUPPORT_PORTAL}: ${statusLabel(p.priority)} tickets`}>
                          <TicketPriorityBadge priority={p.priority} />
                        </Link>
                      </th>
                      {AGE_KEYS.map((k) => (
                        <td key={k} className={css.tdNumber}>
                          {p.byAge[k]}
                        </td>
                      ))}
                      <td className={css.tdNumber}>
                        <strong>{p.total}</strong>
                      </td>
                      <td className={css.tdNumber}>{p.unassigned}</td>
                    </tr>
                  ))}
                  <tr className={css.totalRow}>
                    <th scope="row" className={css.td}>
                      All
                    </th>
                    {o.open.byAge.map((b) => (
                      <td key={b.band} className={css.tdNumber}>
                        {b.count}
                      </td>
                    ))}
                    <td className={css.tdNumber}>{o.open.total}</td>
                    <td className={css.tdNumber}>{o.open.unassigned}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p className={css.meta}>Age counts from when the ticket was opened. A priority opens its tickets in the support portal.</p>
          </Card>

          <div className={css.columns}>
            <Card
              title="Organisations with most tickets"
              description="Tickets opened in the range, and how many of them are open now"
              padding="md"
            >
              <Table aria-label="Organisations with most tickets">
                <TableHeader>
                  <Column isRowHeader>Organisation</Column>
                  <Column>Tickets</Column>
                  <Column>Open</Column>
                </TableHeader>
                <TableBody items={o.topOrganisations} emptyText="No tickets in this range">
                  {(org) => (
                    <Row id={org.id}>
                      <Cell>
                        {org.name}
                        <p className={css.meta}>
                          <Link href={org.link} aria-label={`${SUPPORT_PORTAL}: ${org.name}'s tickets`}>
                            {SUPPORT_PORTAL}
                          </Link>
                        </p>
                      </Cell>
                      <Cell className={css.number}>{org.tickets}</Cell>
                      <Cell className={css.number}>{org.open}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </Card>

            <Card title="Waiting longest" description="Open tickets, oldest first" padding="md">
              {o.longestWaiting.length === 0 ? (
                <p className={css.muted}>No open tickets</p>
              ) : (
                <ul className={css.list}>
                  {o.longestWaiting.map((t) => (
                    <li key={t.id} className={css.listRow}>
                      <div>
                        <Link href={t.link}>{t.title}</Link>
                        <p className={css.meta}>
                          {t.organisation} · opened {ticketDate(t.createdAt)} · {t.assigned ? 'assigned' : 'unassigned'}
                        </p>
                      </div>
                      <TicketPriorityBadge priority={t.priority} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>

          <Card title="Tickets opened a week" description="Weeks start on Monday" padding="md">
            <ul className={css.weeks}>
              {o.weekly.map((w) => (
                <li key={w.weekStart} className={css.week}>
                  <span className={css.weekCount}>{w.created}</span>
                  <span>{formatLongDay(w.weekStart).replace(/ \d{4}$/, '')}</span>
                </li>
              ))}
            </ul>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
