import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A card that is one link: the title's link stretches its hit area over the whole card (its ::after), so the card
// opens the record from anywhere while the accessibility tree holds one link, named by the title. Controls in
// `actions` sit above that area. Keyboard focus rings the whole card, drawn on the stretched area.

export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const top = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  fontWeight: 'inherit',
  textDecoration: 'none',
  textUnderlineOffset: '3px',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textSecondary,
});

/** Above the stretched link: a control here is pressed, not the card. */
export const actions = style({ position: 'relative', zIndex: 1 });
