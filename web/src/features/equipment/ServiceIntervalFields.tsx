import { SERVICE_REGIMES } from '@rules/service-regimes';
import { FormRow, NumberField, Select } from '@spanner/design-system';
import { choiceOfRegime, INTERVAL_KINDS, type IntervalChoice, type IntervalKind, usesHours, usesMonths } from './service-interval';

const NO_PRESET = 'none';
const PRESETS = [{ id: NO_PRESET, label: 'No preset' }, ...SERVICE_REGIMES.map((r) => ({ id: r.key, label: r.label }))];

export interface ServiceIntervalFieldsProps {
  value: IntervalChoice;
  onChange: (value: IntervalChoice) => void;
  /** A preset was chosen: its kind of unit, for the form's equipment type when that is empty. */
  onPreset?: (equipmentType: string) => void;
  errors: Record<string, string>;
}

/**
 * The unit's service interval: a preset for a common Australian regime (its source named), or none, 6 or
 * 12 months, any number of months, hours run, or both whichever comes first. Changing a number by hand leaves the
 * preset.
 */
export function ServiceIntervalFields({ value, onChange, onPreset, errors }: ServiceIntervalFieldsProps) {
  const regime = SERVICE_REGIMES.find((r) => r.key === value.regime);
  const byHand = (next: Partial<IntervalChoice>) => onChange({ ...value, ...next, regime: null });
  return (
    <>
      <Select
        label="Service preset"
        name="serviceRegime"
        items={PRESETS}
        value={value.regime ?? NO_PRESET}
        description={regime ? `Source: ${regime.source}` : 'Fills in the interval for a common regime'}
        onChange={(key) => {
          const chosen = key && key !== NO_PRESET ? choiceOfRegime(String(key)) : null;
          if (!chosen) return onChange({ ...value, regime: null });
          onChange(chosen);
          const type = SERVICE_REGIMES.find((r) => r.key === chosen.regime)?.equipmentType;
          if (type) onPreset?.(type);
        }}
      />
      <Select
        label="Service interval"
        name="serviceIntervalKind"
        items={INTERVAL_KINDS}
        value={value.kind}
        onChange={(key) => {
          const kind = (key ?? 'none') as IntervalKind;
          byHand({
            kind,
            months: usesMonths(kind) ? (value.months ?? 12) : value.months,
            hours: usesHours(kind) ? (value.hours ?? 250) : value.hours,
          });
        }}
      />
      {(usesMonths(value.kind) || usesHours(value.kind)) && (
        <FormRow>
          {usesMonths(value.kind) && (
            <NumberField
              label="Months between services"
              name="serviceIntervalMonths"
              value={value.months ?? Number.NaN}
              onChange={(n) => byHand({ months: Number.isNaN(n) ? null : n })}
              errorMessage={errors.serviceIntervalMonths}
            />
          )}
          {usesHours(value.kind) && (
            <NumberField
              label="Hours run between services"
              name="serviceIntervalHours"
              value={value.hours ?? Number.NaN}
              onChange={(n) => byHand({ hours: Number.isNaN(n) ? null : n })}
              errorMessage={errors.serviceIntervalHours}
            />
          )}
        </FormRow>
      )}
    </>
  );
}
