import { parseDate } from '@internationalized/date';
import { isDayKey } from '@rules/report-range';
import { Banner, Button, DatePicker, Radio, RadioGroup } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { formatPeriod } from './format';
import * as css from './owner-figures.css';
import { RANGE_KEYS, RANGE_LABELS, type RangeChoice, type RangeKey } from './range';

const asDate = (text: string) => (isDayKey(text) ? parseDate(text) : null);

/**
 * The analytics range: this month, 90 days, 12 months or two dates of the owner's choosing. The choice goes into
 * the address (the page reads it back with parseRange); a custom range that cannot be shown says why.
 */
export function RangePicker({
  choice,
  onChange,
}: {
  choice: RangeChoice;
  onChange: (key: RangeKey, custom?: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange('custom', { from, to });
  };
  return (
    <div className={css.page}>
      <div className={css.rangeBar}>
        <RadioGroup
          label="Range"
          orientation="horizontal"
          value={choice.key}
          onChange={(key) => {
            const k = key as RangeKey;
            // Custom starts from the dates on show, to be changed.
            onChange(k, k === 'custom' ? { from: choice.from, to: choice.to } : undefined);
            setFrom(choice.from);
            setTo(choice.to);
          }}
        >
          {RANGE_KEYS.map((key) => (
            <Radio key={key} value={key}>
              {RANGE_LABELS[key]}
            </Radio>
          ))}
        </RadioGroup>
        {choice.key === 'custom' ? (
          <form className={css.customDates} onSubmit={apply} aria-label="Custom range">
            <DatePicker label="From" value={asDate(from)} onChange={(v) => setFrom(v?.toString() ?? '')} />
            <DatePicker label="To" value={asDate(to)} onChange={(v) => setTo(v?.toString() ?? '')} />
            <Button type="submit" variant="secondary">
              Show range
            </Button>
          </form>
        ) : null}
      </div>
      {choice.ok ? (
        <p className={css.rangeNote}>
          {formatPeriod(choice.from, { year: true })} to {formatPeriod(choice.to, { year: true })}, Melbourne time
        </p>
      ) : (
        <Banner tone="error" title="This range cannot be shown">
          {choice.message}
        </Banner>
      )}
    </div>
  );
}
