import { Card } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { shellStyles as css } from '../../kit/shell';
import * as auth from './auth.css';

/**
 * The centred card that sign-in and registration screens sit in, under Spanner's logo (a link to the public site's
 * home page, loaded by the server). The card's title is the screen's top heading.
 */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className={css.centered}>
      <div className={`${css.authCard} ${auth.column}`}>
        <a href="/" className={auth.brand} aria-label="Spanner home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Spanner
        </a>
        <Card title={title} description={description} headingLevel={1} padding="lg">
          <div className={css.stack}>
            {children}
            {footer}
          </div>
        </Card>
      </div>
    </main>
  );
}
