import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

/** leading | main | aside | actions; on phones the aside moves under the title. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"leading main aside actions"',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  padding: `${vars.space['3']} 0`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [PHONE]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"leading main actions" "leading aside actions"',
    },
  },
});

export const leading = style({ gridArea: 'leading', display: 'flex', alignItems: 'center' });

export const main = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });

export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const aside = style({
  gridArea: 'aside',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textSecondary,
});

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space['1'] });
