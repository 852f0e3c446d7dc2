import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The import error panel. Only theme variables.

export const summary = style({ margin: `0 0 ${vars.space[3]}`, color: vars.color.text });

/** Long lists scroll inside the panel, so its buttons stay in view. */
export const errorList = style({ maxHeight: '50vh', overflowY: 'auto' });
