import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Left-hand text, e.g. 'Showing 21 to 40 of 57 tickets'. */
  summary?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

/** Previous / 'Page N of M' / Next. Previous is disabled on page 1 and Next on the last page. */
export function Pagination({ page, pageCount, onPageChange, summary, 'aria-label': ariaLabel = 'Pagination', className }: PaginationProps) {
  const last = Math.max(1, pageCount);
  return (
    <nav aria-label={ariaLabel} className={cx(styles.root, className)}>
      {summary ? <span className={styles.summary}>{summary}</span> : null}
      <div className={styles.controls}>
        <Button size="sm" icon={<ChevronLeftIcon size={16} />} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span className={styles.page} aria-live="polite">
          Page {page} of {last}
        </span>
        <Button size="sm" iconEnd={<ChevronRightIcon size={16} />} isDisabled={page >= last} onPress={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
