import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey placeholder shaped like content that is still loading. Hidden from screen readers. */
export function Skeleton({ shape, width, height, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(styles.skeleton({ shape }), className)} style={{ width, height }} data-skeleton="" />;
}
