import { PHONE, vars, visuallyHiddenRules } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The floating assistant: a round button at the bottom right, and a panel above it (a full-width sheet on phones).

// On a phone it is a round icon, 48 px, so it covers as little of the page under it as it can (its name is
// still "AI Assistant" to a screen reader).
export const launcher = style({
  position: 'fixed',
  right: vars.space[6],
  bottom: vars.space[6],
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.lg,
  '@media': { [PHONE]: { right: vars.space[4], bottom: vars.space[4], width: 48, height: 48, padding: 0, justifyContent: 'center' } },
  // While a modal dialog (or a menu) is open, react-aria hides the rest of the page from assistive technology: the
  // button goes too, so it never sits over a dialog, its backdrop or its buttons.
  selectors: { '[aria-hidden="true"] &, [inert] &': { visibility: 'hidden' } },
});

export const launcherLabel = style({ '@media': { [PHONE]: visuallyHiddenRules } });

/** Room at the end of the page so its last content can scroll clear of the floating button. */
export const spacer = style({ height: 72 });

export const panel = style({
  position: 'fixed',
  right: vars.space[6],
  bottom: vars.space[6],
  zIndex: vars.zIndex.drawer,
  width: 400,
  maxWidth: `calc(100vw - 2 * ${vars.space[6]})`,
  height: 'min(640px, calc(100vh - 96px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  outline: 'none',
  // Closed, the panel stays mounted (its conversation kept) but is not shown: `display: flex` would beat [hidden].
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [PHONE]: {
      left: 0,
      right: 0,
      bottom: 0,
      width: '100%',
      maxWidth: '100%',
      height: '85dvh',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const log = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  listStyle: 'none',
});

export const message = style({
  maxWidth: '90%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const user = style({ alignSelf: 'flex-end', background: vars.color.accent, color: vars.color.textInverse });

export const assistant = style({ alignSelf: 'flex-start', background: vars.color.surfaceSubtle, color: vars.color.text });

export const errorMessage = style({
  background: vars.color.tone.red.bg,
  color: vars.color.tone.red.fg,
  border: `1px solid ${vars.color.tone.red.border}`,
});

export const citations = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: `${vars.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'normal',
});

export const prompts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], padding: `0 ${vars.space[4]} ${vars.space[2]}` });

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({ flex: 1, minWidth: 0 });

export const hint = style({
  margin: 0,
  padding: `0 ${vars.space[4]} ${vars.space[2]}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

// ── The draft card

export const draft = style({
  alignSelf: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const draftTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
});

export const fieldLabel = style({ color: vars.color.textSecondary });

export const fieldValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const lines = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.xs });

export const cell = style({
  padding: `${vars.space[1]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const amount = style([cell, { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: vars.space[2] }]);

export const sms = style({
  margin: 0,
  padding: vars.space[2],
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceSubtle,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.xs });

export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

export const done = style({ margin: 0, color: vars.color.tone.green.fg, fontWeight: vars.font.weight.medium });
