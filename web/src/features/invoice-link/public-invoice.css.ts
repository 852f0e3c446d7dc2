import { vars } from '@spanner/design-system';
import { style } from '@vanilla-extract/css';

// The customer's invoice page: one readable column on the canvas, no app shell (as the quote's page).

export const page = style({ minHeight: '100vh', background: vars.color.canvas, padding: `${vars.space[6]} ${vars.space[4]}` });

export const column = style({ maxWidth: 760, margin: '0 auto' });

export const header = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });

export const business = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size.sm });

export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const balance = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, color: vars.color.text });
