import { useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { usageLevelOf } from '@rules/usage';
import { formatDateTime } from '@rules/zoned-time';
import { Badge, Button, Card, DescriptionList, Entry, EntryList, Link, Meter, Skeleton, Stack, StatusBadge } from '@spanner/design-system';
import { useState } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import type { OwnerOrganizationPageQuery } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import { MOVEMENT_TONES, PLAN_NAMES, shortDay, statusOf } from './labels';
import { ExtendTrialDialog, GrantCreditsDialog } from './OrganisationActions';
import * as css from './owner-organisations.css';

export const OrganisationPageQuery = graphql(`
  query OwnerOrganizationPage($id: ID!) {
    ownerOrganization(id: $id) {
      id
      name
      email
      phone
      abn
      createdAt
      mrrCents
      subscription {
        status
        planId
        trialEnd
        currentPeriodStart
        currentPeriodEnd
        cancelAtPeriodEnd
      }
      history {
        id
        at
        status
        planId
        mrrCents
        trialEnd
        fromPaymentEvent
      }
      movements {
        month
        openingCents
        closingCents
        kind
      }
      usage {
        periodStart
        users
        usersQuota
        sms {
          used
          quota
          packCredits
        }
        email {
          used
          quota
          packCredits
        }
      }
      members {
        id
        name
        email
        role
        lastSignInAt
      }
      activity {
        id
        at
        actorType
        text
        detail
      }
      jobsTotal
      jobsRecent
      recentDays
    }
  }
`);

type Organisation = NonNullable<OwnerOrganizationPageQuery['ownerOrganization']>;

const MOVEMENT_WORDS: Record<string, string> = {
  new: 'New',
  expansion: 'Expansion',
  contraction: 'Contraction',
  churn: 'Churn',
  reactivation: 'Reactivation',
};
const ROLE_WORDS: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };
const monthName = (key: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`));

function UsageMeter({ label, used, quota, credits }: { label: string; used: number; quota: number; credits?: number }) {
  return (
    <div>
      <Meter
        label={label}
        value={Math.min(used, quota || used || 1)}
        maxValue={quota || 1}
        valueLabel={`${used.toLocaleString('en-AU')} / ${quota.toLocaleString('en-AU')}`}
        level={usageLevelOf(used, quota)}
        showValue
      />
      {credits !== undefined ? <p className={css.muted}>{credits.toLocaleString('en-AU')} pack credits</p> : null}
    </div>
  );
}

function Details({ org, timeZone, onExtend, onGrant }: { org: Organisation; timeZone: string; onExtend: () => void; onGrant: () => void }) {
  const s = org.subscription;
  const status = statusOf(s?.status, s?.trialEnd);
  return (
    <Card padding="md">
      <Stack gap="3">
        <div className={css.titleRow}>
          <h2 className={css.title}>{org.name}</h2>
          <div className={css.actions}>
            {s?.status === 'trial' ? (
              <Button variant="primary" onPress={onExtend}>
                Extend trial
              </Button>
            ) : null}
            <Button variant="secondary" onPress={onGrant}>
              Grant credits
            </Button>
          </div>
        </div>
        <DescriptionList
          items={[
            { term: 'Status', value: <StatusBadge tone={status.tone} label={status.label} /> },
            { term: 'Plan', value: s ? PLAN_NAMES[s.planId] : '—' },
            { term: 'MRR', value: formatAud(org.mrrCents) },
            s?.status === 'trial' && { term: 'Trial ends', value: shortDay(s.trialEnd, timeZone) },
            s && { term: 'This period', value: `${shortDay(s.currentPeriodStart, timeZone)} – ${shortDay(s.currentPeriodEnd, timeZone)}` },
            s?.cancelAtPeriodEnd && { term: 'Cancels', value: 'At the end of this period' },
            { term: 'Email', value: org.email ?? '—' },
            { term: 'Phone', value: org.phone ?? '—' },
            { term: 'ABN', value: org.abn ?? '—' },
            { term: 'Signed up', value: shortDay(org.createdAt, timeZone) },
          ]}
        />
      </Stack>
    </Card>
  );
}

function History({ org, timeZone }: { org: Organisation; timeZone: string }) {
  return (
    <Card title="Subscription history" description="Newest first: what the organisation paid from each change on" headingLevel={2}>
      {org.history.length === 0 ? (
        <p className={css.muted}>No subscription changes recorded.</p>
      ) : (
        <div className={css.scroll}>
          <table className={css.history}>
            <thead>
              <tr>
                <th className={css.th}>When</th>
                <th className={css.th}>Status</th>
                <th className={css.th}>Plan</th>
                <th className={css.thNumeric}>MRR</th>
              </tr>
            </thead>
            <tbody>
              {org.history.map((h) => {
                const st = statusOf(h.status, null);
                return (
                  <tr key={h.id}>
                    <td className={`${css.td} ${css.nowrap}`}>{shortDay(h.at, timeZone)}</td>
                    <td className={css.td}>
                      {h.status === 'trial' && h.trialEnd ? `Trial to ${shortDay(h.trialEnd, timeZone)}` : st.label}
                    </td>
                    <td className={css.td}>{PLAN_NAMES[h.planId]}</td>
                    <td className={`${css.td} ${css.numeric}`}>{formatAud(h.mrrCents)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Movements({ org }: { org: Organisation }) {
  const changed = org.movements.filter((m) => m.kind);
  return (
    <Card title="MRR movements" description="Per month: opening MRR, the movement, closing MRR" headingLevel={2}>
      {changed.length === 0 ? (
        <p className={css.muted}>No MRR movement yet.</p>
      ) : (
        <EntryList aria-label="MRR movements">
          {changed.map((m) => (
            <Entry
              key={m.month}
              title={monthName(m.month)}
              meta={`${formatAud(m.openingCents)} → ${formatAud(m.closingCents)}`}
              aside={m.kind ? <Badge tone={MOVEMENT_TONES[m.kind]}>{MOVEMENT_WORDS[m.kind]}</Badge> : null}
            />
          ))}
        </EntryList>
      )}
    </Card>
  );
}

/** /admin/organizations/:id: one organisation, with the owner's two actions (each confirmed in a dialog). */
export function OrganisationPage() {
  const { id = '' } = useParams();
  const timeZone = useTimeZone();
  const [dialog, setDialog] = useState<'extend' | 'grant' | null>(null);
  const { data, loading, error, refetch } = useQuery(OrganisationPageQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const org = data?.ownerOrganization;
  if (!org) {
    if (loading) return <Skeleton height={480} />;
    return (
      <Stack gap="3">
        <LoadFailure title={error ? 'Organisation not found' : 'Failed to load the organisation'} />

        <Link href="/admin/organizations">All organisations</Link>
      </Stack>
    );
  }
  const done = () => void refetch();
  return (
    <Stack gap="4">
      <Link href="/admin/organizations">← All organisations</Link>
      <Details org={org} timeZone={timeZone} onExtend={() => setDialog('extend')} onGrant={() => setDialog('grant')} />
      <div className={css.columns}>
        <Card title="Usage this period" description={`Since ${shortDay(org.usage.periodStart, timeZone)}`} headingLevel={2}>
          <div className={css.meters}>
            <UsageMeter label="Users" used={org.usage.users} quota={org.usage.usersQuota} />
            <UsageMeter label="SMS" used={org.usage.sms.used} quota={org.usage.sms.quota} credits={org.usage.sms.packCredits} />
            <UsageMeter label="Email" used={org.usage.email.used} quota={org.usage.email.quota} credits={org.usage.email.packCredits} />
          </div>
        </Card>
        <Movements org={org} />
      </div>
      <History org={org} timeZone={timeZone} />
      <div className={css.columns}>
        <Card title="Members" headingLevel={2}>
          <EntryList aria-label="Members">
            {org.members.map((m) => (
              <Entry
                key={m.id}
                title={m.name}
                meta={`${m.email} · ${m.lastSignInAt ? `last signed in ${formatDateTime(m.lastSignInAt, timeZone)}` : 'never signed in'}`}
                aside={<Badge>{ROLE_WORDS[m.role] ?? m.role}</Badge>}
              />
            ))}
          </EntryList>
        </Card>
        <Card
          title="Recent activity"
          description={`${org.jobsRecent.toLocaleString('en-AU')} jobs in the last ${org.recentDays} days · ${org.jobsTotal.toLocaleString('en-AU')} in all`}
          headingLevel={2}
        >
          {org.activity.length === 0 ? (
            <p className={css.muted}>Nothing recorded yet.</p>
          ) : (
            <EntryList aria-label="Recent activity">
              {org.activity.map((a) => (
                <Entry
                  key={a.id}
                  title={a.text}
                  meta={`${formatDateTime(a.at, timeZone)}${a.detail ? ` · ${a.detail}` : ''}`}
                  aside={a.actorType === 'owner' ? <Badge tone="purple">Owner</Badge> : null}
                />
              ))}
            </EntryList>
          )}
        </Card>
      </div>
      {org.subscription?.status === 'trial' ? (
        <ExtendTrialDialog
          org={{ id: org.id, name: org.name, trialEnd: org.subscription.trialEnd }}
          isOpen={dialog === 'extend'}
          onOpenChange={(open) => setDialog(open ? 'extend' : null)}
          onDone={done}
        />
      ) : null}
      <GrantCreditsDialog
        org={{ id: org.id, name: org.name }}
        isOpen={dialog === 'grant'}
        onOpenChange={(open) => setDialog(open ? 'grant' : null)}
        onDone={done}
      />
    </Stack>
  );
}
