import { DateInput, DateSegment } from 'react-aria-components';
import * as styles from './dateInput.css';

/** The editable day/month/year or hour/minute segments of a date or time field. */
export function DateSegments() {
  return <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>;
}
