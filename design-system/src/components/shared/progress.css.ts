/** Bar layout shared by ProgressBar and Meter. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], width: '100%', minWidth: '120px' });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

export const label = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });
export const value = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const track = style({
  position: 'relative',
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfacePressed,
});

export const fillBase = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});
