import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { cx } from '../../utils/cx';
import * as styles from './FigureTable.css';

export interface FigureTableColumn {
  /** The column's heading. */
  label: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface FigureTableRow {
  key: string;
  /** One cell per column; the first is the row's heading (th scope="row"). */
  cells: readonly ReactNode[];
}

export interface FigureTableProps {
  /** What the numbers are; also names the scrolling region. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (a card's title already says it). */
  hideCaption?: boolean;
  /** The label of the scrolling region, when the caption is not plain text. */
  'aria-label'?: string;
  columns: readonly FigureTableColumn[];
  rows: readonly FigureTableRow[];
  /** Shown in a row of its own when there are no rows. */
  emptyText?: string;
  className?: string;
}

/**
 * A plain, semantic table of figures (a real <table> with a caption and row and column headings) for reading the
 * numbers behind a chart. Scrolls sideways inside its own box on narrow screens; the box takes focus so a
 * keyboard can scroll it.
 */
export function FigureTable({
  caption,
  hideCaption,
  columns,
  rows,
  emptyText = 'No figures for this range.',
  className,
  ...props
}: FigureTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named box around the table, not a group of form fields
    <div
      className={cx(styles.scroller, className)}
      role="group"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable from the keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-label'] ? undefined : captionId}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table
              <th key={i} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns
                    <th key={i} scope="row" className={columns[0]?.numeric ? styles.numeric : undefined}>
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns
                    <td key={i} className={columns[i]?.numeric ? styles.numeric : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
