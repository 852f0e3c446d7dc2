import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Messages tab layout. Only theme variables.

/** A message's text as it was sent: its line breaks kept, long links wrapped. */
export const body = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: `${vars.space[1]} 0`,
  color: vars.color.text,
});

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});
