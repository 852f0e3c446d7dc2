import { formatAud } from '@rules/money';
import { vars } from '@spanner/design-system';

export interface ProfitBar {
  key: string;
  label: string;
  revenueCents: number;
  marginCents: number;
}

const ROW = 28;
const LABEL = 160;
const WIDTH = 640;

/** Revenue and margin of each group as horizontal bars (plain SVG); the figures are in the table below it. */
export function ProfitBars({ bars }: { bars: readonly ProfitBar[] }) {
  const max = Math.max(1, ...bars.flatMap((b) => [b.revenueCents, Math.abs(b.marginCents)]));
  const scale = (cents: number) => (Math.max(0, cents) / max) * (WIDTH - LABEL - 8);
  const height = bars.length * ROW * 2 + 8;
  const key = (colour: string, label: string) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginRight: 16 }}>
      <svg width={12} height={12} aria-hidden="true">
        <rect width={12} height={12} fill={colour} />
      </svg>
      {label}
    </span>
  );
  return (
    <div>
      <p>
        {key(vars.color.tone.blue.solid, 'Revenue')}
        {key(vars.color.tone.green.solid, 'Margin')}
      </p>
      <svg
        role="img"
        aria-label={`Revenue and margin by group: ${bars.map((b) => `${b.label} ${formatAud(b.revenueCents)} revenue, ${formatAud(b.marginCents)} margin`).join('; ')}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH }}
      >
        {bars.map((b, i) => {
          const y = i * ROW * 2 + 4;
          return (
            <g key={b.key}>
              <text x={0} y={y + ROW - 8} fontSize={13} fill={vars.color.text}>
                {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
              </text>
              <rect x={LABEL} y={y + 4} width={scale(b.revenueCents)} height={ROW / 2 + 2} fill={vars.color.tone.blue.solid} />
              <rect x={LABEL} y={y + ROW} width={scale(b.marginCents)} height={ROW / 2 + 2} fill={vars.color.tone.green.solid} />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
