import { usageLevel, usersLevel } from '@rules/usage';
import { Link, Meter, visuallyHidden } from '@spanner/design-system';
import { useCan } from '../../lib/use-can';
import * as css from './billing.css';
import type { MessageMeter, Usage } from './billing-api';
import { USAGE_ERROR } from './usage';
import { useUsage } from './usage-store';

const USAGE_HREF = '/settings?tab=usage';
const n = (v: number) => v.toLocaleString('en-AU');

/** '10 / 500', plus pack credits when there are any. */
const messageLabel = (m: MessageMeter) => `${n(m.used)} / ${n(m.quota)}${m.packCredits > 0 ? ` + ${n(m.packCredits)} pack` : ''}`;

/** Users, SMS and email against the plan (spec part 1 §2, §9): orange from 80 %, red at 100 % or exceeded. */
export function UsageMeters({ usage }: { usage: Usage }) {
  return (
    <>
      <Meter
        label="Users"
        value={Math.min(usage.users.used, usage.users.quota)}
        maxValue={Math.max(usage.users.quota, 1)}
        valueLabel={`${n(usage.users.used)} / ${n(usage.users.quota)}`}
        // A full team is the critical case: nobody else can be added.
        level={usersLevel(usage.users.used, usage.users.quota)}
      />
      {(['sms', 'email'] as const).map((kind) => {
        const m = usage[kind];
        return (
          <Meter
            key={kind}
            label={kind === 'sms' ? 'SMS' : 'Email'}
            value={Math.min(m.used, m.quota)}
            maxValue={Math.max(m.quota, 1)}
            valueLabel={messageLabel(m)}
            level={usageLevel(m.percent, m.quotaExceeded || m.allExhausted)}
          />
        );
      })}
    </>
  );
}

/**
 * The meters' shape while usage loads: the same three rows with their labels and empty bars, so the widget keeps
 * its height when the numbers arrive. Hidden from assistive technology (the numbers are not known yet).
 */
function MetersPlaceholder() {
  return (
    <div aria-hidden="true" data-skeleton="" className={css.metersPlaceholder}>
      {['Users', 'SMS', 'Email'].map((label) => (
        <Meter key={label} label={label} value={0} showValue={false} />
      ))}
    </div>
  );
}

/**
 * The sidebar's usage widget, for every role (spec part 1 §2); refreshed every 60 s. Those who manage billing get
 * a Details link to the usage tab (technicians cannot open Settings).
 */
export function UsageWidget() {
  const { usage, error } = useUsage();
  const managesBilling = useCan('manageBilling');
  return (
    <section className={css.widget} aria-label="Usage">
      <p className={css.widgetHeading}>
        <span>Usage this month</span>
        {managesBilling && (
          <Link href={USAGE_HREF} variant="subtle">
            Details
          </Link>
        )}
      </p>
      {usage ? <UsageMeters usage={usage} /> : error ? <p className={css.note}>{USAGE_ERROR}</p> : <MetersPlaceholder />}
    </section>
  );
}

/**
 * The mobile top bar's compact widget: SMS and email left, coloured by their level. For those who manage billing it
 * is a link to the usage tab, named by its own text ('Usage: SMS 12 Email 34 left', the visible words in it, so
 * speech input finds it by what it shows); for the others a picture with the same words.
 */
export function CompactUsageWidget() {
  const { usage, error } = useUsage();
  const managesBilling = useCan('manageBilling');
  if (!usage) return error ? <span className={css.note}>{USAGE_ERROR}</span> : null;
  const part = (kind: 'sms' | 'email', label: string) => {
    const m = usage[kind];
    const lvl = usageLevel(m.percent, m.quotaExceeded || m.allExhausted);
    return <span className={css.level[lvl]}>{`${label} ${n(m.totalAvailable)}`}</span>;
  };
  if (!managesBilling) {
    const label = `Usage: SMS ${n(usage.sms.totalAvailable)} Email ${n(usage.email.totalAvailable)} left`;
    return (
      <span role="img" aria-label={label} className={css.compact}>
        {part('sms', 'SMS')}
        {part('email', 'Email')}
      </span>
    );
  }
  return (
    <Link href={USAGE_HREF} variant="subtle">
      <span className={css.compact}>
        <span className={visuallyHidden}>Usage: </span>
        {part('sms', 'SMS')} {part('email', 'Email')}
        <span className={visuallyHidden}> left</span>
      </span>
    </Link>
  );
}
