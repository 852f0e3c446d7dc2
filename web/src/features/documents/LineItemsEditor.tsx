import type { TaxMode } from '@rules/document-lines';
import { Button, PlusIcon, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { PriceListItemDialog } from '../price-list';
import * as css from './documents.css';
import { blankLine, convertEditorLines, type EditorLine, presetLine } from './editor-lines';
import { LineRow } from './LineRow';

export interface LineItemsEditorProps {
  lines: EditorLine[];
  taxMode: TaxMode;
  onChange: (lines: EditorLine[]) => void;
  /** A problem with a line, by its key (from checking before save). */
  errors?: Record<string, string>;
}

/** The editor's lines: each row, Add line, and Remove on every row while more than one is left (spec part 2 §5). */
export function LineItemsEditor({ lines, taxMode, onChange, errors = {} }: LineItemsEditorProps) {
  const [saving, setSaving] = useState<EditorLine | null>(null);
  const replace = (key: string, line: EditorLine) => onChange(lines.map((l) => (l.key === key ? line : l)));
  // The price list holds prices before GST: a line typed with GST included is saved without it.
  const draft = saving && convertEditorLines([saving], taxMode, 'exclusive').lines[0];
  return (
    <Stack gap="3">
      <ol className={css.lines} aria-label="Line items">
        {lines.map((line, i) => (
          <LineRow
            key={line.key}
            line={line}
            position={i + 1}
            taxMode={taxMode}
            onChange={(l) => replace(line.key, l)}
            onPick={(preset) => replace(line.key, presetLine(line, preset, taxMode))}
            onRemove={lines.length > 1 ? () => onChange(lines.filter((l) => l.key !== line.key)) : undefined}
            onSaveToPriceList={() => setSaving(line)}
            error={errors[line.key]}
          />
        ))}
      </ol>
      <div>
        <Button variant="secondary" icon={<PlusIcon size={16} />} onPress={() => onChange([...lines, blankLine()])}>
          Add line
        </Button>
      </div>
      <PriceListItemDialog
        isOpen={!!saving}
        onOpenChange={(open) => !open && setSaving(null)}
        draft={
          draft
            ? {
                name: draft.itemName.trim(),
                description: draft.description.trim() || null,
                unitAmountCents: draft.unitAmountCents,
                taxRate: draft.taxRate,
              }
            : undefined
        }
        onSaved={() => setSaving(null)}
      />
    </Stack>
  );
}
