import type { ReactNode } from 'react';
import { DropZone as AriaDropZone, FileTrigger as AriaFileTrigger, type FileDropItem, Text } from 'react-aria-components';
import { UploadIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button/Button';
import { partitionFiles } from './accept';
import * as styles from './DropZone.css';

interface FileChoiceProps {
  /** Extensions ('.csv') and MIME types ('text/csv', 'image/*'). Other files go to `onReject`. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  /** Called with the accepted files (never empty). */
  onSelect: (files: File[]) => void;
  /** Called with files of the wrong type, e.g. to show 'Invalid file type' / 'Please select a CSV file'. */
  onReject?: (files: File[]) => void;
  isDisabled?: boolean;
}

function deliver(files: Iterable<File>, { acceptedFileTypes, onSelect, onReject }: FileChoiceProps) {
  const { accepted, rejected } = partitionFiles(files, acceptedFileTypes);
  if (rejected.length > 0) onReject?.(rejected);
  if (accepted.length > 0) onSelect(accepted);
}

export interface FileTriggerProps extends FileChoiceProps, Pick<ButtonProps, 'variant' | 'size' | 'icon'> {
  /** Button text, e.g. 'Import CSV'. */
  children: ReactNode;
}

/** A button that opens the file picker, e.g. 'Import CSV'. Only accepted types reach `onSelect`. */
export function FileTrigger({ children, variant = 'secondary', size, icon = <UploadIcon size={16} />, ...choice }: FileTriggerProps) {
  return (
    <AriaFileTrigger
      acceptedFileTypes={choice.acceptedFileTypes}
      allowsMultiple={choice.allowsMultiple}
      onSelect={(list) => list && deliver(Array.from(list), choice)}
    >
      <Button variant={variant} size={size} icon={icon} isDisabled={choice.isDisabled}>
        {children}
      </Button>
    </AriaFileTrigger>
  );
}

export interface DropZoneProps extends FileChoiceProps {
  /** Main text, e.g. 'Drop a CSV file here'. */
  label?: ReactNode;
  /** Second line, e.g. 'Only .csv files'. */
  hint?: ReactNode;
  /** Text of the browse button. */
  buttonLabel?: string;
  className?: string;
}

/** Drag files here or browse. Files of other types are rejected through `onReject`. */
export function DropZone({ label = 'Drag and drop a file here', hint, buttonLabel = 'Choose file', className, ...choice }: DropZoneProps) {
  return (
    <AriaDropZone
      isDisabled={choice.isDisabled}
      getDropOperation={() => 'copy'}
      onDrop={async (event) => {
        const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
        const files = await Promise.all(items.map((item) => item.getFile()));
        deliver(choice.allowsMultiple ? files : files.slice(0, 1), choice);
      }}
      className={cx(styles.zone, className)}
    >
      <span className={styles.icon} aria-hidden="true">
        <UploadIcon size={20} />
      </span>
      <Text slot="label" className={styles.label}>
        {label}
      </Text>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      <FileTrigger {...choice} size="sm">
        {buttonLabel}
      </FileTrigger>
    </AriaDropZone>
  );
}
