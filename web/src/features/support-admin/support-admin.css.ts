import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// Layout of the Admin Console. Only theme variables.

export const filter = style({ minWidth: 180 });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
