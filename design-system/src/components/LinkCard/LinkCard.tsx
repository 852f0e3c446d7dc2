import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Card } from '../Card/Card';
import * as styles from './LinkCard.css';

export interface LinkCardProps {
  /** The record the card opens (through the router of DesignSystemProvider). */
  href: string;
  /** The card's heading and the text of its one link. */
  title: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Beside the title, at the right: a status badge. */
  trailing?: ReactNode;
  /** What the record is, under the title: a customer, meta rows, a description. */
  children?: ReactNode;
  /** The bottom row, its items spread across it: dates, an amount. */
  footer?: ReactNode;
  /** Controls at the end of the bottom row (Edit, a menu); they are pressed, not the card. */
  actions?: ReactNode;
  className?: string;
}

/** A record in a list as a card that opens it: one link (the title) whose hit area covers the whole card. */
export function LinkCard({ href, title, headingLevel = 2, trailing, children, footer, actions, className }: LinkCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card padding="md" interactive className={cx(styles.card, className)}>
      <div className={styles.top}>
        <Heading className={styles.title}>
          <AriaLink href={href} className={styles.link}>
            {title}
          </AriaLink>
        </Heading>
        {trailing}
      </div>
      {children}
      {footer || actions ? (
        <div className={styles.footer}>
          {footer}
          {actions ? <span className={styles.actions}>{actions}</span> : null}
        </div>
      ) : null}
    </Card>
  );
}
