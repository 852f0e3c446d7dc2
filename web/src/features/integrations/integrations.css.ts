import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the Integrations tab's cards. Only theme variables.

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
/** The new key's box and its Copy button, side by side until the screen is too narrow. */
export const secretRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
export const secretField = style({ flex: 1, minWidth: 200 });
