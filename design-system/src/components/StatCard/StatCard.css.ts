import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  padding: vars.space['4'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.xs,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const label = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  display: 'block',
  blockSize: '1lh',
  color: vars.color.text,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const skeleton = style({ blockSize: '100%', margin: 0 });

export const detail = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.xs });
