import { tones, vars } from '@spanner/design-system';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { HOUR_HEIGHT } from './time-axis';

// The schedule: toolbar, week/month grid, job pills, the day dialog and the phone week list. Theme variables only
// (technician colours are data, set inline on their dots).

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const title = style({
  margin: 0,
  marginLeft: vars.space[2],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const filters = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[3], flexWrap: 'wrap' });

export const select = style({ width: 190 });

// ── Grid

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
});

export const weekdays = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
});

export const weekday = style({
  padding: `${vars.space[2]} ${vars.space[2]}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** Week view cells are taller (spec part 1 §9). */
export const cell = styleVariants({
  month: { minHeight: 128 },
  week: { minHeight: 440 },
});

/** A day as a drop target, in both grids: highlighted while a pill is over it, ringed when the keyboard is on it. */
const dropTarget = {
  outline: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;
const dropTargetStates = {
  '&[data-drop-target]': { background: vars.color.accentSubtle, boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
  '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
} as const;

export const cellBase = style({
  ...dropTarget,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[1.5],
  minWidth: 0,
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
    '&[data-outside]': { background: vars.color.surfaceSubtle },
    ...dropTargetStates,
  },
});

// ── Week view on a time axis (WeekTimeGrid, time-axis.ts)

/** The height of the row of day headings above the axis. */
export const TIME_HEAD_HEIGHT = 44;

export const timeGrid = style({ display: 'grid', gridTemplateColumns: '52px repeat(7, minmax(0, 1fr))' });

export const timeGutter = style({ minWidth: 0 });

export const timeHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  height: TIME_HEAD_HEIGHT,
  paddingInline: vars.space[1.5],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
  minWidth: 0,
});

export const timeWeekday = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const timeBody = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

/** A faint line at each hour behind the jobs. */
export const timeLines = style({
  backgroundImage: `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: `100% ${HOUR_HEIGHT}px`,
});

export const hourLabel = style({
  position: 'absolute',
  right: vars.space[1.5],
  marginTop: 2,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const timeDay = style({
  ...dropTarget,
  position: 'relative',
  minWidth: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: dropTargetStates,
});

/** A job's place on the axis; its pill fills it (top, height, left and width are set from the layout). */
export const timedJob = style({
  position: 'absolute',
  boxSizing: 'border-box',
  padding: 1,
  minWidth: 0,
});

globalStyle(`${timedJob} > a`, { height: '100%', overflow: 'hidden', boxSizing: 'border-box' });

/** The current time on today's column. */
export const nowLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 2,
  marginTop: -1,
  background: vars.color.tone.red.solid,
  pointerEvents: 'none',
  zIndex: 1,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -4,
      top: -3,
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.tone.red.solid,
    },
  },
});

export const cellHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

/** The day number: a small round ghost Button ([data-rac] outranks the button recipe); today's is filled. */
export const dayNumber = style({
  selectors: {
    '&[data-rac]': {
      minWidth: 28,
      height: 28,
      paddingInline: vars.space[1],
      borderRadius: vars.radius.full,
      color: vars.color.text,
      fontVariantNumeric: 'tabular-nums',
    },
    '[data-outside] &[data-rac]': { color: vars.color.textMuted },
    '[data-today] &[data-rac]': { background: vars.color.accent, color: vars.color.textInverse },
  },
});

export const pills = style({ display: 'flex', flexDirection: 'column', gap: 3, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const pillBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  minWidth: 0,
  padding: `2px ${vars.space[1.5]}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'grab',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(0.97)' },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-dragging]': { opacity: 0.5 },
    '&[draggable="false"]': { cursor: 'pointer' },
  },
});

/** Pills are coloured by job status with the design system's tones (@rules/status-tones jobStatusTone). */
export const pillTone = styleVariants(
  Object.fromEntries(
    tones.map((t) => [t, { background: vars.color.tone[t].bg, color: vars.color.tone[t].fg, borderLeftColor: vars.color.tone[t].solid }]),
  ) as Record<(typeof tones)[number], { background: string; color: string; borderLeftColor: string }>,
);

export const pillLine = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], minWidth: 0 });

export const pillWhere = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: `${vars.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
});

export const legendSwatch = style({
  display: 'inline-block',
  padding: `1px ${vars.space[1.5]}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid',
});

export const pillTime = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const pillTitle = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const pillDots = style({ flexShrink: 0, display: 'inline-flex' });

export const more = style({
  selectors: {
    '&[data-rac]': { alignSelf: 'flex-start', height: 'auto', paddingBlock: 2, paddingInline: vars.space[1], fontSize: vars.font.size.xs },
  },
});

// ── Job rows (day dialog, phone week list, dashboard)

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const rowMain = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

/** The title's hit area covers the row; long titles wrap to two lines. */
export const rowLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md } },
});

/** Time, customer and dots; on a narrow phone the customer moves to its own line rather than being cut. */
export const rowSub = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: 2,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  minWidth: 0,
});

export const rowTime = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const rowCustomer = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

// ── Phone week list

export const weekNav = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[2],
});

export const weekTitle = style({
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const thisWeek = style({ justifySelf: 'center' });

export const daySection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], scrollMarginTop: vars.space[4] });

export const dayHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  margin: 0,
  paddingBottom: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  selectors: { '[data-today] > &': { color: vars.color.accentText } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
