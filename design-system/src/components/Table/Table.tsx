import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './Table.css';

type Styled<P> = Omit<P, 'className' | 'style'> & { className?: string };

/**
 * A data table. Sorting is the caller's: pass `sortDescriptor` and `onSortChange`, and `allowsSorting` on columns.
 * Needs `aria-label` or `aria-labelledby`.
 */
export function Table({ className, ...props }: Styled<AriaTableProps>) {
  return (
    <div className={styles.container}>
      <AriaTable {...props} className={cx(styles.table, className)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: Styled<AriaTableHeaderProps<T>>) {
  return <AriaTableHeader {...props} className={className} />;
}

export interface ColumnProps extends Styled<AriaColumnProps> {
  children?: ReactNode;
}

/** A column header; with `allowsSorting` it toggles ascending/descending and shows an arrow. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={cx(styles.column, className)}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {children}
          {allowsSorting ? (
            <span className={styles.sortIcon} data-active={sortDirection ? true : undefined} aria-hidden="true">
              {sortDirection === 'descending' ? <ChevronDownIcon size={14} /> : <ChevronUpIcon size={14} />}
            </span>
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends Styled<AriaTableBodyProps<T>> {
  /** Text shown when there are no rows, e.g. 'No tickets found'. */
  emptyText?: ReactNode;
}

export function TableBody<T extends object>({ emptyText = 'Nothing here yet', renderEmptyState, className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={className} renderEmptyState={renderEmptyState ?? (() => <EmptyState title={emptyText} />)} />;
}

export function Row<T extends object>({ className, ...props }: Styled<AriaRowProps<T>>) {
  return <AriaRow {...props} className={cx(styles.row, className)} />;
}

export function Cell({ className, ...props }: Styled<AriaCellProps>) {
  return <AriaCell {...props} className={cx(styles.cell, className)} />;
}
