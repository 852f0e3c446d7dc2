import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /** `inline` for links inside a sentence (always underlined). */
  variant?: 'primary' | 'subtle' | 'inline';
  className?: string;
}

/** A text link. Uses the router from DesignSystemProvider for client-side navigation. */
export function Link({ variant, className, ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(styles.link({ variant }), className)} />;
}
