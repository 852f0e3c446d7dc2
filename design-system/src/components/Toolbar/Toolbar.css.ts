import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';

export const root = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['3'], flexWrap: 'wrap' });

export const search = style({ flex: '1 1 260px', maxWidth: '420px', minWidth: 0, '@media': { [PHONE]: { maxWidth: 'none' } } });

/** Filters sit beside the search; on phones each takes the full width. */
export const filters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  '@media': { [PHONE]: { flex: '1 1 100%' } },
});

globalStyle(`${filters} > *`, { '@media': { [PHONE]: { flex: '1 1 160px' } } });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap', marginLeft: 'auto' });
