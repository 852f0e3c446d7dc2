import { Card } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { shellStyles as css } from '../shell';

/** The centred card that sign-in and registration screens sit in. */
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
      <div className={css.authCard}>
        <Card title={title} description={description} headingLevel={2} padding="lg">
          <div className={css.stack}>
            {children}
            {footer}
          </div>
        </Card>
      </div>
    </main>
  );
}
