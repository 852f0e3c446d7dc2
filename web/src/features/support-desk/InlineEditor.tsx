import { Button, type Key, Select } from '@spanner/design-system';
import { type ReactNode, useState } from 'react';
import * as css from './desk.css';

export interface InlineEditorProps {
  label: string;
  /** The current value as shown while not editing (a badge, a name). */
  display: ReactNode;
  options: { id: string; label: string }[];
  value: string;
  /** Saves the chosen value; the editor closes when it resolves and stays open when it rejects. */
  onSave: (value: string) => Promise<void>;
}

/** One field of Status & Actions: its value and Edit; editing shows a Select with Save and Cancel (spec part 2 §4). */
export function InlineEditor({ label, display, options, value, onSave }: InlineEditorProps) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<Key>(value);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSave(String(choice));
      setEditing(false);
    } catch {
      // The page's toast says what went wrong; the editor stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className={css.editorRow}>
        <div>
          <p className={css.editorLabel}>{label}</p>
          {display}
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${label.toLowerCase()}`}
          onPress={() => {
            setChoice(value);
            setEditing(true);
          }}
        >
          Edit
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Select label={label} items={options} value={choice} onChange={(k) => setChoice(k ?? value)} autoFocus />
      <div className={css.editorButtons}>
        <Button size="sm" variant="primary" isPending={saving} onPress={() => void save()}>
          Save
        </Button>
        <Button size="sm" variant="secondary" isDisabled={saving} onPress={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
