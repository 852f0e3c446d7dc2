import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const catalogue = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const sectionTitle = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space['4'],
  alignItems: 'start',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: '420px' });
export const field = style({ maxWidth: '360px' });
export const form = style({ maxWidth: '640px' });
