import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' });

export const page = style({
  minWidth: '88px',
  textAlign: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
