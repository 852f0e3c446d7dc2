import { Button, Cell, Column, Dialog, Modal, Row, Table, TableBody, TableHeader } from '@spanner/design-system';
import { saveTextFile } from '../../lib/save-file';
import { failedRowsFileName, type ImportKind, type ImportResult, importSummary } from './import-csv';
import * as css from './imports.css';

export interface ImportErrorsDialogProps {
  kind: ImportKind;
  /** The uploaded file's name; the failed rows download as '<name>-failed-rows.csv'. */
  fileName: string;
  /** The import to show; null closes the panel. */
  result: ImportResult | null;
  onDismiss: () => void;
}

/**
 * After an import with refused rows: every problem (row as the file numbers it, column, reason) in a panel that
 * stays until dismissed, and 'Download failed rows' — the file's header plus an Error column, and the refused rows
 * as they were — to fix in the spreadsheet and import again (the Error column is ignored on import).
 */
export function ImportErrorsDialog({ kind, fileName, result, onDismiss }: ImportErrorsDialogProps) {
  const errors = result?.errors ?? [];
  const csv = result?.failed_rows_csv;
  return (
    <Modal size="lg" isOpen={result !== null && errors.length > 0} onOpenChange={(open) => open || onDismiss()} isDismissable={false}>
      <Dialog
        title="Rows not imported"
        footer={(close) => (
          <>
            {csv ? (
              <Button variant="secondary" onPress={() => saveTextFile(failedRowsFileName(fileName), csv, 'text/csv')}>
                Download failed rows
              </Button>
            ) : null}
            <Button variant="primary" onPress={close}>
              Done
            </Button>
          </>
        )}
      >
        {result ? <p className={css.summary}>{importSummary(kind, result)} Fix these rows and import them again.</p> : null}
        <div className={css.errorList}>
          <Table aria-label="Row errors">
            <TableHeader>
              <Column isRowHeader>Row</Column>
              <Column>Column</Column>
              <Column>Problem</Column>
            </TableHeader>
            <TableBody>
              {errors.map((e, i) => (
                // A row can have several problems: the position keeps each entry apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown
                <Row key={i} id={i}>
                  <Cell>{e.row}</Cell>
                  <Cell>{e.column}</Cell>
                  <Cell>{e.error}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
      </Dialog>
    </Modal>
  );
}
