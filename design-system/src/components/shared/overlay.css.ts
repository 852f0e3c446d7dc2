import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(var(--pop-offset, -4px)) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const fadeOut = keyframes({ to: { opacity: 0 } });

/** Floating surface for popovers, menus and listboxes. */
export const popover = style({
  // As wide as the trigger (Select, ComboBox), but never wider than the viewport minus RAC's 12 px edge padding:
  // a popover that overflows the page makes the page scroll, and a scroll closes the popover.
  minWidth: 'min(var(--trigger-width, 0px), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  outline: 'none',
  zIndex: vars.zIndex.popover,
  selectors: {
    '&[data-placement=top]': { vars: { '--pop-offset': '4px' } },
    '&[data-entering]': { animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
});

/** Scrolling list inside a popover (Select, ComboBox, Menu). */
export const list = style({
  maxHeight: '260px',
  overflowY: 'auto',
  padding: vars.space['1'],
  outline: 'none',
});

/** One option or menu item. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '32px',
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.textDisabled },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const itemText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const itemDescription = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.textMuted, whiteSpace: 'normal' });

export const itemCheck = style({ flexShrink: 0, color: vars.color.accent });

export const emptyList = style({ padding: vars.space['3'], color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const createItem = style({ color: vars.color.accentText, fontWeight: vars.font.weight.medium });
