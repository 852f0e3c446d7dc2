import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  minWidth: 0,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 240px' });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [PHONE]: { fontSize: vars.font.size.xl } },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
