import { Spinner } from '@spanner/design-system';
import * as css from './shell.css';

export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={css.centered}>
      <div className={css.stackCentered}>
        <Spinner label={label} size="lg" />
        <p className={css.muted}>{label}</p>
      </div>
    </div>
  );
}
