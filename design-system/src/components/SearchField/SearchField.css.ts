import { style } from '@vanilla-extract/css';

/** The clear button disappears while the field is empty. */
export const clear = style({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
