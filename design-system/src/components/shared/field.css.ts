import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlTransition } from './focus.css';

/** Shared by every form field: TextField, TextArea, NumberField, SearchField, Select, ComboBox, DatePicker, TimeField. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  lineHeight: vars.font.lineHeight.normal,
});

/** The bordered box around an input. Works on a react-aria Group/Input/Button or on a wrapper of the field. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.xs,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  transition: controlTransition,
  selectors: {
    '&[data-hovered], &:hover': { borderColor: vars.color.textDisabled },
    '&[data-focus-within], &[data-focused], &:focus-within': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
      outline: 'none',
    },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within], [data-invalid] > &:focus-within': {
      boxShadow: `0 0 0 3px ${vars.color.tone.red.bg}`,
    },
    '&[data-disabled], [data-disabled] > &': {
      backgroundColor: vars.color.surfaceSubtle,
      color: vars.color.textDisabled,
      boxShadow: 'none',
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** Text, caret and placeholder of every text input. */
const inputText = style({
  minWidth: 0,
  width: '100%',
  paddingBlock: vars.space['2'],
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** The bare text input inside a `control` (next to icons or buttons). */
export const input = style([inputText, { flex: 1, border: 'none', outline: 'none', background: 'transparent', paddingInline: 0 }]);

/** A control that is itself the input (no icons or buttons inside). */
export const textInput = style([control, inputText]);

/** Square button sitting inside a control (steppers, clear, open calendar). */
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  marginInlineEnd: `calc(${vars.space['1.5']} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: controlTransition,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

globalStyle(`[data-required] > ${label}::after, ${label}[data-required]::after`, {
  content: '" *"',
  color: vars.color.danger,
});

/** Icon at the start of a control. */
export const adornment = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

/** Multi-line variant of `textInput`. */
export const textArea = style([
  textInput,
  { minHeight: '88px', resize: 'vertical', lineHeight: vars.font.lineHeight.normal, paddingBlock: vars.space['2'] },
]);
