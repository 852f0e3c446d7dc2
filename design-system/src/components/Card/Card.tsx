import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading shown at the top; with it the card is a labelled section. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or a menu at the top right. */
  actions?: ReactNode;
  padding?: 'none' | 'md' | 'lg';
  /** Hover and focus styles for clickable cards (put a Link inside for the click target). */
  interactive?: boolean;
  /** Heading level of the title (1 where the card is the whole screen, as on the sign-in pages). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** A white surface that groups related content. */
export function Card({ title, description, actions, padding, interactive, headingLevel = 2, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={cx(styles.card({ padding, interactive }), className)}>
      {title || actions ? (
        <header className={styles.header}>
          <div>
            {title ? <Heading className={styles.title}>{title}</Heading> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
