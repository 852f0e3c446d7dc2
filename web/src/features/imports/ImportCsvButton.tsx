import { Dialog, FileTrigger, Modal, ProgressBar, toast } from '@spanner/design-system';
import { useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { useCan } from '../../lib/use-can';
import { ImportErrorsDialog } from './ImportErrorsDialog';
import { CSV_TYPES, type ImportKind, type ImportResult, importCsv, importSummary } from './import-csv';

export interface ImportCsvButtonProps {
  /** What the file holds: customers or equipment. */
  kind: ImportKind;
  /** Called after a successful import (refetch the list here). */
  onImported?: (result: ImportResult) => void;
}

/**
 * 'Import CSV' (spec part 1 §2, §5, §8): picks a .csv file (anything else: 'Invalid file type'), uploads it with a
 * progress indicator, then toasts 'CSV Import Successful' with the counts, or 'Import Failed' with the reason. Rows
 * refused are listed, every problem, in a panel that stays until dismissed and offers them as a CSV to fix.
 * Only a viewer the server lets import (`importCsv`) sees it: for anyone else it renders nothing.
 */
export function ImportCsvButton({ kind, onImported }: ImportCsvButtonProps) {
  const [uploading, setUploading] = useState(false);
  // Kept after the upload so the closing dialog still names the file while it fades out.
  const [fileName, setFileName] = useState('');
  const [finished, setFinished] = useState<ImportResult | null>(null);
  const mayImport = useCan('importCsv');

  async function upload([file]: File[]) {
    setFileName(file.name);
    setUploading(true);
    try {
      const result = await importCsv(kind, file);
      toast[result.imported > 0 ? 'success' : 'show']('CSV Import Successful', importSummary(kind, result));
      setFinished(result);
      onImported?.(result);
    } catch (err) {
      toast.error('Import Failed', messageOf(err, 'Failed to import CSV'));
    } finally {
      setUploading(false);
    }
  }

  if (!mayImport) return null;
  return (
    <>
      <FileTrigger
        acceptedFileTypes={CSV_TYPES}
        onSelect={upload}
        onReject={() => toast.error('Invalid file type', 'Please select a CSV file')}
        isDisabled={uploading}
      >
        Import CSV
      </FileTrigger>
      <Modal size="sm" isOpen={uploading} isDismissable={false} isKeyboardDismissDisabled>
        <Dialog title="Importing CSV" showCloseButton={false}>
          <ProgressBar label={`Importing ${fileName}`} isIndeterminate />
        </Dialog>
      </Modal>
      <ImportErrorsDialog kind={kind} fileName={fileName} result={finished} onDismiss={() => setFinished(null)} />
    </>
  );
}
