import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlTransition } from '../shared/focus.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  border: `1.5px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  outline: 'none',
  transition: controlTransition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textDisabled },
    '&[data-drop-target]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSubtle,
  color: vars.color.textSecondary,
});

export const label = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
