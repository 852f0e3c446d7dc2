import { vars } from '@spanner/design-system';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import * as css from './charts.css';

// What the owner's charts share: the series' looks (a colour with enough contrast on white AND a pattern or a line
// style, so no series is told apart by colour alone), the legend that names them, the grid and the axis labels.

export type Pattern = 'solid' | 'hatch' | 'dots' | 'cross' | 'stripes';
export type Marker = 'circle' | 'square' | 'triangle';
export type ToneName = 'blue' | 'green' | 'teal' | 'purple' | 'orange' | 'red' | 'grey' | 'yellow';

export interface SeriesLook {
  name: string;
  tone: ToneName;
  /** Bars: how the bar is filled. */
  pattern?: Pattern;
  /** Lines: dashes and point markers. */
  dash?: string;
  marker?: Marker;
}

/** The tones' strong foregrounds: each has a contrast of at least 4.5:1 on the white surface. */
export const colourOf = (tone: ToneName) => vars.color.tone[tone].fg;

export const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };
export const HEIGHT = 240;

/** The width of an element, kept current as the page resizes (charts fill their card, down to 390 px phones). */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The fill of a bar of a series: its colour, or its pattern over its colour. */
export const fillOf = (ids: string, index: number, look: SeriesLook) =>
  !look.pattern || look.pattern === 'solid' ? colourOf(look.tone) : `url(#${ids}-${index})`;

/** The <pattern>s of the bar series, one per series index (white marks over the series' colour). */
export function PatternDefs({ ids, series }: { ids: string; series: readonly SeriesLook[] }) {
  return (
    <defs>
      {series.map((look, i) =>
        !look.pattern || look.pattern === 'solid' ? null : (
          <pattern key={look.name} id={`${ids}-${i}`} width={6} height={6} patternUnits="userSpaceOnUse">
            <rect width={6} height={6} style={{ fill: colourOf(look.tone) }} />
            {look.pattern === 'hatch' ? <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="white" strokeWidth={1.2} /> : null}
            {look.pattern === 'stripes' ? <path d="M0,3 h6" stroke="white" strokeWidth={1.2} /> : null}
            {look.pattern === 'dots' ? <circle cx={3} cy={3} r={1.2} fill="white" /> : null}
            {look.pattern === 'cross' ? <path d="M0,0 l6,6 M6,0 l-6,6" stroke="white" strokeWidth={1} /> : null}
          </pattern>
        ),
      )}
    </defs>
  );
}

/** A point marker of a line series. */
export function MarkerShape({ marker = 'circle', x, y, colour }: { marker?: Marker; x: number; y: number; colour: string }) {
  const style = { fill: colour };
  if (marker === 'square') return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} style={style} />;
  if (marker === 'triangle') return <path d={`M${x},${y - 4.5} L${x + 4.5},${y + 3.5} L${x - 4.5},${y + 3.5} Z`} style={style} />;
  return <circle cx={x} cy={y} r={3.5} style={style} />;
}

/** The legend: each series' swatch (its pattern, or its line and marker) and its name, in words. */
export function Legend({ series, kind }: { series: readonly SeriesLook[]; kind: 'bar' | 'line' | ((look: SeriesLook) => 'bar' | 'line') }) {
  return (
    <ul className={css.legend} aria-label="Legend">
      {series.map((look, i) => {
        const as = typeof kind === 'function' ? kind(look) : kind;
        const ids = `legend-${look.name.replace(/\W+/g, '-')}-${i}`;
        return (
          <li key={look.name} className={css.legendItem}>
            <svg width={22} height={14} aria-hidden="true" className={css.swatch}>
              {as === 'bar' ? (
                <>
                  <PatternDefs ids={ids} series={[look]} />
                  <rect x={3} y={1} width={16} height={12} rx={2} style={{ fill: fillOf(ids, 0, look) }} />
                </>
              ) : (
                <>
                  <line x1={0} x2={22} y1={7} y2={7} strokeWidth={2} strokeDasharray={look.dash} style={{ stroke: colourOf(look.tone) }} />
                  <MarkerShape marker={look.marker} x={11} y={7} colour={colourOf(look.tone)} />
                </>
              )}
            </svg>
            {look.name}
          </li>
        );
      })}
    </ul>
  );
}

/** Horizontal grid lines with their values on the left. */
export function YGrid({
  ticks,
  y,
  width,
  format,
  right = MARGIN.right,
}: {
  ticks: number[];
  y: (v: number) => number;
  width: number;
  format: (v: number) => string;
  /** Room left on the right (for a second axis). */
  right?: number;
}) {
  return (
    <g>
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={MARGIN.left}
            x2={width - right}
            y1={y(t)}
            y2={y(t)}
            strokeWidth={t === 0 ? 1.5 : 1}
            style={{ stroke: t === 0 ? vars.color.borderStrong : vars.color.border }}
          />
          <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className={css.tick}>
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The periods' labels under the plot, thinned so they never overlap (every k-th label). */
export function XLabels({ labels, x, band = 0 }: { labels: readonly string[]; x: (i: number) => number; band?: number }) {
  const plot = labels.length > 1 ? Math.abs(x(labels.length - 1) - x(0)) + band : band;
  const step = Math.max(1, Math.ceil((labels.length * 56) / Math.max(plot, 1)));
  return (
    <g>
      {labels.map((label, i) =>
        i % step === 0 ? (
          <text key={label} x={x(i) + band / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" className={css.tick}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/**
 * Round tick values for a domain (0 always included), never closer together than `minStep` (1 for counts: no
 * '0.5 sign-ups'; 100 for cents: whole dollars).
 */
export function ticksFor(min: number, max: number, minStep = 1, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max, lo === 0 ? minStep : 0);
  const raw = Math.max((hi - lo) / count, minStep);
  const magnitude = 10 ** Math.floor(Math.log10(raw || 1));
  const whole = (s: number) => Math.abs(s / minStep - Math.round(s / minStep)) < 1e-9;
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && whole(s)) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.floor(lo / step) * step; t <= hi + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  if (ticks[ticks.length - 1] < hi) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}
