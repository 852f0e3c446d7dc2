import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlTransition } from './focus.css';

/** Label row shared by Checkbox, Radio and Switch: indicator + text. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The square (checkbox) or circle (radio) that shows the state. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textInverse,
  transition: controlTransition,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.textDisabled },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${choice}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-disabled] &`]: { opacity: 0.5 },
  },
});

/** Vertical list of choices with a legend (CheckboxGroup, RadioGroup). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: { '&[data-orientation=horizontal]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['4'] } },
});
