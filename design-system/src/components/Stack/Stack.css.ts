import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';

/** The gap tokens layout components accept. */
export const gaps = ['0', '1', '2', '3', '4', '6', '8'] as const;
export type Gap = (typeof gaps)[number];

const gapVariants = Object.fromEntries(gaps.map((g) => [g, { gap: vars.space[g] }])) as Record<Gap, { gap: string }>;

export const stack = recipe({
  base: { display: 'flex', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
    },
    gap: gapVariants,
    align: {
      stretch: {},
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    justify: {
      start: {},
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { direction: 'column', gap: '4', align: 'stretch', justify: 'start' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

/** Columns are at least this wide; on phones there is one column. */
export const grid = recipe({
  base: { display: 'grid', minWidth: 0, alignItems: 'start', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    gap: gapVariants,
    min: {
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 100%), 1fr))' },
      md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' },
    },
    /** Fixed columns: `one`, `2`, or `main` (a detail page's main and side column); one column on phones. */
    columns: {
      auto: {},
      one: { gridTemplateColumns: 'minmax(0, 1fr)' },
      '2': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
      main: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
    },
  },
  defaultVariants: { gap: '4', min: 'lg', columns: 'auto' },
});

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
