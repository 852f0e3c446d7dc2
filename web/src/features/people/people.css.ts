import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the shared people pieces. Only theme variables.

/** The invite link's box and its Copy button, side by side until the screen is too narrow. */
export const inviteLink = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const inviteField = style({ flex: 1, minWidth: 200 });
