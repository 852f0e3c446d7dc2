import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// A job diary entry's form: its fields on one row where they fit, wrapping on a phone.

export const entryForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const narrow = style({ width: 120 });

export const hint = style({ margin: 0, color: vars.color.textMuted });
