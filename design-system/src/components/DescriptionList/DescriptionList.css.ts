import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { PHONE } from '../../theme/media';

/** Terms in a narrow column beside their values; on phones each term sits above its value. */
export const list = recipe({
  base: { display: 'grid', margin: 0, minWidth: 0 },
  variants: {
    layout: {
      columns: {
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: vars.space['4'],
        rowGap: vars.space['3'],
        '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['1'] } },
      },
      stacked: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['1'] },
    },
  },
  defaultVariants: { layout: 'columns' },
});

export const item = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [PHONE]: { marginBottom: vars.space['2'] } },
});
