import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlTransition, focusRing } from '../shared/focus.css';

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: vars.size.controlMd,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.textSecondary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: controlTransition,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
      '&[aria-current=page]': { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0, opacity: 0.9 });

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const end = style({ marginInlineStart: 'auto', display: 'inline-flex' });
