import { Radio, RadioGroup } from '@spanner/design-system';
import * as css from './members.css';
import { colourChoices } from './palette';

/** Choose a member's colour from a fixed palette (plus their current colour when it is not in it). */
export function ColourPicker({ value, onChange, current }: { value: string; onChange: (hex: string) => void; current?: string | null }) {
  return (
    <RadioGroup label="Colour" orientation="horizontal" value={value.toLowerCase()} onChange={onChange}>
      {colourChoices(current).map((c) => (
        <Radio key={c.hex} value={c.hex} aria-label={c.name}>
          <span className={css.swatchLarge} style={{ background: c.hex }} title={c.name} />
        </Radio>
      ))}
    </RadioGroup>
  );
}
