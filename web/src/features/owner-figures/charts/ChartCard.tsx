import { Button, Card, FigureTable, Tab, TabList, TabPanel, Tabs } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { saveTextFile } from '../../../lib/save-file';
import { displayValue, type FigureColumn, type FigureRow, figuresCsv } from '../figures';
import * as css from '../owner-figures.css';

export interface ChartCardProps {
  title: string;
  description?: ReactNode;
  /** The file's name without '.csv'. */
  fileName: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** The chart itself. */
  children: ReactNode;
}

/** A chart in a card, with a Table view of its figures (a real <table>) and a CSV download of the same figures. */
export function ChartCard({ title, description, fileName, columns, rows, children }: ChartCardProps) {
  return (
    <Card
      title={title}
      description={description}
      aria-label={title}
      padding="md"
      headingLevel={2}
      actions={
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Download CSV of ${title}`}
          onPress={() => saveTextFile(`${fileName}.csv`, figuresCsv(columns, rows), 'text/csv')}
        >
          Download CSV
        </Button>
      }
    >
      <Tabs defaultSelectedKey="chart">
        <TabList aria-label={`${title}: view`}>
          <Tab id="chart">Chart</Tab>
          <Tab id="table">Table</Tab>
        </TabList>
        <TabPanel id="chart" className={css.chartPanel}>
          {rows.length === 0 ? <p className={css.muted}>No figures for this range.</p> : children}
        </TabPanel>
        <TabPanel id="table" className={css.chartPanel}>
          <FigureTable
            caption={title}
            hideCaption
            columns={columns.map((c) => ({ label: c.label, numeric: c.kind !== 'text' }))}
            rows={rows.map((row) => ({ key: row.key, cells: row.values.map((v, i) => displayValue(columns[i].kind, v)) }))}
          />
        </TabPanel>
      </Tabs>
    </Card>
  );
}
