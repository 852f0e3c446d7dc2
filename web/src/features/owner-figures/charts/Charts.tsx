import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId } from 'react';
import {
  colourOf,
  fillOf,
  HEIGHT,
  Legend,
  MARGIN,
  MarkerShape,
  PatternDefs,
  type SeriesLook,
  ticksFor,
  useWidth,
  XLabels,
  YGrid,
} from './chart-kit';
import * as css from './charts.css';

// The owner's three kinds of chart, drawn with visx as plain SVG: grouped bars, stacked bars (negative values
// stacked below zero, with an optional line over them) and lines. Each is an image named by what it shows; the
// figures themselves are in the card's Table view.

interface ChartProps {
  /** Names the image, e.g. 'Sign-ups by day'. */
  label: string;
  /** One label per period, under the plot. */
  periods: readonly string[];
  /** Values on the y axis and in the bars' hover titles. */
  format: (value: number) => string;
  /** The smallest step between the axis's ticks: 1 for counts, 100 for cents (whole dollars), 0.1 for percentages. */
  minStep?: number;
}

const bandFor = (periods: readonly string[], width: number, right = MARGIN.right) =>
  scaleBand<number>({
    domain: periods.map((_, i) => i),
    range: [MARGIN.left, Math.max(MARGIN.left + 1, width - right)],
    padding: 0.2,
  });

/** Room on the right for a second axis. */
const RIGHT_AXIS = 64;

/** One or more series side by side per period (SMS and email, or a single series). */
export function BarChart({
  label,
  periods,
  format,
  minStep,
  series,
}: ChartProps & { series: readonly { look: SeriesLook; values: readonly number[] }[] }) {
  const ids = useId().replace(/:/g, '');
  const [ref, width] = useWidth<HTMLDivElement>();
  const all = series.flatMap((s) => s.values);
  const ticks = ticksFor(Math.min(0, ...all), Math.max(0, ...all), minStep);
  const y = scaleLinear<number>({ domain: [ticks[0], ticks[ticks.length - 1]], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  const band = bandFor(periods, width);
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, band.bandwidth()], padding: 0.08 });
  return (
    <div ref={ref} className={css.frame}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="img" aria-label={`${label}. The figures are in the Table view.`} className={css.svg}>
          <PatternDefs ids={ids} series={series.map((s) => s.look)} />
          <YGrid ticks={ticks} y={y} width={width} format={format} />
          {periods.map((period, i) => (
            <Group key={period} left={band(i) ?? 0}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                return (
                  <Bar
                    key={s.look.name}
                    x={inner(k) ?? 0}
                    y={Math.min(y(v), y(0))}
                    width={inner.bandwidth()}
                    height={Math.abs(y(0) - y(v))}
                    style={{ fill: fillOf(ids, k, s.look) }}
                  >
                    <title>{`${s.look.name}, ${period}: ${format(v)}`}</title>
                  </Bar>
                );
              })}
            </Group>
          ))}
          <XLabels labels={periods} x={(i) => band(i) ?? 0} band={band.bandwidth()} />
        </svg>
      ) : null}
      <Legend series={series.map((s) => s.look)} kind="bar" />
    </div>
  );
}

/**
 * Stacked bars per period: positive values stack up from zero, negative ones down from it (MRR movements:
 * new, expansion and reactivation up; contraction and churn down), with an optional line drawn over them.
 */
export function StackChart({
  label,
  periods,
  format,
  minStep,
  series,
  line,
}: ChartProps & {
  series: readonly { look: SeriesLook; values: readonly number[] }[];
  line?: { look: SeriesLook; values: readonly number[] };
}) {
  const ids = useId().replace(/:/g, '');
  const [ref, width] = useWidth<HTMLDivElement>();
  const stacks = periods.map((_, i) => {
    let up = 0;
    let down = 0;
    return series.map((s) => {
      const v = s.values[i] ?? 0;
      const from = v >= 0 ? up : down;
      if (v >= 0) up += v;
      else down += v;
      return { from, to: from + v, v };
    });
  });
  const tops = stacks.map((st) => st.reduce((sum, p) => sum + Math.max(p.v, 0), 0));
  const bottoms = stacks.map((st) => st.reduce((sum, p) => sum + Math.min(p.v, 0), 0));
  const ticks = ticksFor(Math.min(0, ...bottoms), Math.max(0, ...tops), minStep);
  const y = scaleLinear<number>({ domain: [ticks[0], ticks[ticks.length - 1]], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  // The line (closing MRR) is far above a month's movements: it gets an axis of its own, on the right, so the
  // movements stay readable.
  const lineTicks = line ? ticksFor(Math.min(0, ...line.values), Math.max(0, ...line.values), minStep) : [0, 1];
  // Both axes put zero at the same height, so the line's $0 is the bars' $0 (the right axis stretches below zero as
  // far as the left one does, without labels there when the line never goes negative).
  const [lo, hi] = [ticks[0], ticks[ticks.length - 1]];
  const [lineLo, lineHi] = [lineTicks[0], lineTicks[lineTicks.length - 1]];
  const below = lo < 0 && hi > 0 && lineLo === 0 ? (lineHi * -lo) / hi : 0;
  const y2 = scaleLinear<number>({ domain: [lineLo - below, lineHi], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  const right = line ? RIGHT_AXIS : MARGIN.right;
  const band = bandFor(periods, width, right);
  const looks = [...series.map((s) => s.look), ...(line ? [line.look] : [])];
  return (
    <div ref={ref} className={css.frame}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="img" aria-label={`${label}. The figures are in the Table view.`} className={css.svg}>
          <PatternDefs ids={ids} series={series.map((s) => s.look)} />
          <YGrid ticks={ticks} y={y} width={width} format={format} right={right} />
          {line
            ? lineTicks.map((t) => (
                <text key={t} x={width - RIGHT_AXIS + 6} y={y2(t)} dy="0.32em" textAnchor="start" className={css.tick}>
                  {format(t)}
                </text>
              ))
            : null}
          {stacks.map((stack, i) => (
            <Group key={periods[i]} left={band(i) ?? 0}>
              {stack.map((p, k) =>
                p.v === 0 ? null : (
                  <Bar
                    key={series[k].look.name}
                    x={0}
                    y={Math.min(y(p.from), y(p.to))}
                    width={band.bandwidth()}
                    height={Math.abs(y(p.from) - y(p.to))}
                    // A thin white edge keeps neighbouring segments apart.
                    stroke="white"
                    strokeWidth={0.75}
                    style={{ fill: fillOf(ids, k, series[k].look) }}
                  >
                    <title>{`${series[k].look.name}, ${periods[i]}: ${format(p.v)}`}</title>
                  </Bar>
                ),
              )}
            </Group>
          ))}
          {line ? (
            <g>
              <LinePath
                data={line.values.map((v, i) => ({ v, i }))}
                x={(d) => (band(d.i) ?? 0) + band.bandwidth() / 2}
                y={(d) => y2(d.v)}
                strokeWidth={2}
                strokeDasharray={line.look.dash}
                style={{ stroke: colourOf(line.look.tone), fill: 'none' }}
              />
              {line.values.map((v, i) => (
                <g key={periods[i]}>
                  <MarkerShape
                    marker={line.look.marker}
                    x={(band(i) ?? 0) + band.bandwidth() / 2}
                    y={y2(v)}
                    colour={colourOf(line.look.tone)}
                  />
                  <title>{`${line.look.name}, ${periods[i]}: ${format(v)}`}</title>
                </g>
              ))}
            </g>
          ) : null}
          <XLabels labels={periods} x={(i) => band(i) ?? 0} band={band.bandwidth()} />
        </svg>
      ) : null}
      <Legend series={looks} kind={(look) => (look === line?.look ? 'line' : 'bar')} />
    </div>
  );
}

/** Lines over the periods; a null value (nothing to divide by) leaves a gap. */
export function LineChart({
  label,
  periods,
  format,
  minStep,
  series,
}: ChartProps & { series: readonly { look: SeriesLook; values: readonly (number | null)[] }[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = ticksFor(Math.min(0, ...all), Math.max(0, ...all), minStep);
  const y = scaleLinear<number>({ domain: [ticks[0], ticks[ticks.length - 1]], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  const band = bandFor(periods, width);
  const x = (i: number) => (band(i) ?? 0) + band.bandwidth() / 2;
  return (
    <div ref={ref} className={css.frame}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="img" aria-label={`${label}. The figures are in the Table view.`} className={css.svg}>
          <YGrid ticks={ticks} y={y} width={width} format={format} />
          {series.map((s) => {
            const colour = colourOf(s.look.tone);
            const points = s.values.map((v, i) => ({ v, i }));
            return (
              <g key={s.look.name}>
                <LinePath
                  data={points}
                  defined={(d) => d.v !== null}
                  x={(d) => x(d.i)}
                  y={(d) => y(d.v ?? 0)}
                  strokeWidth={2}
                  strokeDasharray={s.look.dash}
                  style={{ stroke: colour, fill: 'none' }}
                />
                {points.map((d) =>
                  d.v === null ? null : (
                    <g key={d.i}>
                      <MarkerShape marker={s.look.marker} x={x(d.i)} y={y(d.v)} colour={colour} />
                      <title>{`${s.look.name}, ${periods[d.i]}: ${format(d.v)}`}</title>
                    </g>
                  ),
                )}
              </g>
            );
          })}
          <XLabels labels={periods} x={(i) => band(i) ?? 0} band={band.bandwidth()} />
        </svg>
      ) : null}
      <Legend series={series.map((s) => s.look)} kind="line" />
    </div>
  );
}
