import { conversionNote, type TaxMode } from '@rules/document-lines';
import { Radio, RadioGroup } from '@spanner/design-system';
import { convertEditorLines, type EditorLine } from './editor-lines';

/**
 * Prices exclude or include GST. Switching converts every line's price so the customer's total stays the same
 * (to the cent where whole-cent prices allow) and says so: the note is the rules' own (document-lines.ts).
 */
export function TaxModeField({
  value,
  lines,
  note,
  onChange,
}: {
  value: TaxMode;
  lines: EditorLine[];
  note: string | null;
  onChange: (mode: TaxMode, lines: EditorLine[], note: string) => void;
}) {
  return (
    <RadioGroup
      label="Prices"
      orientation="horizontal"
      value={value}
      description={note ?? undefined}
      onChange={(next) => {
        const to = next as TaxMode;
        if (to === value) return;
        const conversion = convertEditorLines(lines, value, to);
        onChange(to, conversion.lines, conversionNote(conversion, to));
      }}
    >
      <Radio value="exclusive">Exclude GST</Radio>
      <Radio value="inclusive">Include GST</Radio>
    </RadioGroup>
  );
}
