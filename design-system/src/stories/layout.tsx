import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** Story-only layout helpers for catalogue stories. */
export function Gallery({ children }: { children: ReactNode }) {
  return <div className={styles.catalogue}>{children}</div>;
}

export function Section({ title, layout = 'row', children }: { title: string; layout?: 'row' | 'grid' | 'stack'; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={{ row: styles.row, grid: styles.grid, stack: styles.stack }[layout]}>{children}</div>
    </section>
  );
}

/** Keeps a single form field at a realistic width in args-driven stories. */
export const fieldWidth: Decorator = (Story) => <div className={styles.field}>{Story()}</div>;

/** Keeps a whole form at a realistic width. */
export const formWidth: Decorator = (Story) => <div className={styles.form}>{Story()}</div>;
