import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Stack.css';

type Tag = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form';

export interface StackProps extends HTMLAttributes<HTMLElement>, styles.StackVariants {
  as?: Tag;
}

/** Children one after another with a token gap: a column by default, or a wrapping row. */
export function Stack({ as: Component = 'div', direction, gap, align, justify, className, ...props }: StackProps) {
  return <Component {...props} className={cx(styles.stack({ direction, gap, align, justify }), className)} />;
}

export interface GridProps extends HTMLAttributes<HTMLElement>, styles.GridVariants {
  as?: Tag;
}

/**
 * A responsive grid of cards: as many columns as fit at the `min` width (sm 160, md 240, lg 300 px), or fixed
 * `columns`; one column on phones.
 */
export function Grid({ as: Component = 'div', gap, min, columns, className, ...props }: GridProps) {
  return <Component {...props} className={cx(styles.grid({ gap, min, columns }), className)} />;
}
