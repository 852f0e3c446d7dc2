import {
  Button,
  Checkbox,
  ChevronDownIcon,
  ChevronUpIcon,
  FormRow,
  IconButton,
  PlusIcon,
  Select,
  TextArea,
  TextField,
} from '@spanner/design-system';
import { type DraftField, type Kind, newField } from './builder-model';
import { KIND_LABELS, PASS_FAIL_LABELS } from './definition';
import * as css from './forms.css';

const KINDS = (Object.keys(KIND_LABELS) as Kind[]).map((k) => ({ id: k, label: KIND_LABELS[k] }));
const LEAF_KINDS = KINDS.filter((k) => k.id !== 'group');
const ALWAYS = '__always';
const ANY = '__any';

export interface FieldEditorProps {
  field: DraftField;
  /** 'Field 2' or 'Item field 1': names the box. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  inGroup: boolean;
  /** Fields a "shown only when" may name (other fields of the row and of the form). */
  candidates: DraftField[];
  errors: Record<string, Record<string, string>>;
  onChange: (key: string, patch: Partial<DraftField>) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
  onAddChild: (groupKey: string) => void;
}

/** The answers a "shown only when" may wait for, by the kind of field it names. */
function answersFor(target: DraftField | undefined): { id: string; label: string }[] | null {
  if (!target) return [];
  if (target.kind === 'pass_fail_na') return Object.entries(PASS_FAIL_LABELS).map(([id, label]) => ({ id, label }));
  if (target.kind === 'checkbox') return [{ id: 'true', label: 'Ticked' }];
  if (target.kind === 'choice')
    return target.options
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => ({ id: o, label: o }));
  if (target.kind === 'text' || target.kind === 'number') return null; // typed
  return [];
}

/** One field of the builder: its settings edited in place, and Move up, Move down and Remove. */
export function FieldEditor(props: FieldEditorProps) {
  const { field: f, name, inGroup, candidates, errors, onChange, onMove, onRemove, onAddChild } = props;
  const err = errors[f.key] ?? {};
  const set = (patch: Partial<DraftField>) => onChange(f.key, patch);
  const title = f.label.trim() || 'New field';
  const target = candidates.find((c) => c.key === f.showWhen?.key);
  const answers = answersFor(target);
  const mark = (s: string) => err[s];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one field's settings, not a form of its own
    <div role="group" aria-label={`${name}: ${title}`} className={`${css.box} ${inGroup ? css.nested : ''}`} data-field-key={f.key}>
      <div className={css.boxHeader}>
        <p className={css.boxTitle}>
          {name} · {KIND_LABELS[f.kind]}
        </p>
        <div className={css.buttons}>
          <IconButton
            label={`Move ${title} up`}
            icon={<ChevronUpIcon size={16} />}
            isDisabled={props.isFirst}
            onPress={() => onMove(f.key, -1)}
          />
          <IconButton
            label={`Move ${title} down`}
            icon={<ChevronDownIcon size={16} />}
            isDisabled={props.isLast}
            onPress={() => onMove(f.key, 1)}
          />
          <Button size="sm" variant="ghost" onPress={() => onRemove(f.key)} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        </div>
      </div>
      {err[''] && (
        <p role="alert" className={css.fieldError}>
          {err['']}
        </p>
      )}
      <FormRow>
        <TextField
          label="Label"
          value={f.label}
          onChange={(label) => set({ label })}
          isRequired
          errorMessage={mark('label') ?? mark('id')}
        />
        <Select
          label="Kind"
          items={inGroup ? LEAF_KINDS : KINDS}
          value={f.kind}
          onChange={(k) => {
            const kind = (k ?? 'text') as Kind;
            set({ kind, fields: kind === 'group' && f.fields.length === 0 ? [newField('text')] : f.fields });
          }}
          errorMessage={mark('kind')}
        />
      </FormRow>
      <TextField
        label="Description"
        value={f.description}
        onChange={(description) => set({ description })}
        errorMessage={mark('description')}
      />
      {f.kind === 'text' && (
        <Checkbox isSelected={f.multiline} onChange={(multiline) => set({ multiline })}>
          Several lines
        </Checkbox>
      )}
      {f.kind === 'number' && (
        <FormRow>
          <TextField label="Unit" value={f.unit} onChange={(unit) => set({ unit })} errorMessage={mark('unit')} />
          <TextField label="Min" inputMode="decimal" value={f.min} onChange={(min) => set({ min })} errorMessage={mark('min')} />
          <TextField label="Max" inputMode="decimal" value={f.max} onChange={(max) => set({ max })} errorMessage={mark('max')} />
          <TextField
            label="Decimals"
            inputMode="numeric"
            value={f.decimals}
            onChange={(decimals) => set({ decimals })}
            errorMessage={mark('decimals')}
          />
        </FormRow>
      )}
      {f.kind === 'choice' && (
        <>
          <TextArea
            label="Options"
            description="One a line"
            value={f.options}
            onChange={(options) => set({ options })}
            errorMessage={mark('options')}
          />
          <Checkbox isSelected={f.multiple} onChange={(multiple) => set({ multiple })}>
            Several may be picked
          </Checkbox>
        </>
      )}
      {f.kind === 'photo' && (
        <TextField
          label="Most photos"
          inputMode="numeric"
          description="1 to 20 (20 when empty)"
          value={f.maxPhotos}
          onChange={(maxPhotos) => set({ maxPhotos })}
          errorMessage={mark('maxPhotos')}
        />
      )}
      {f.kind === 'group' && (
        <FormRow>
          <TextField
            label="A row is called"
            placeholder="Item"
            value={f.rowLabel}
            onChange={(rowLabel) => set({ rowLabel })}
            errorMessage={mark('rowLabel')}
          />
          <TextField
            label="Min rows"
            inputMode="numeric"
            value={f.minRows}
            onChange={(minRows) => set({ minRows })}
            errorMessage={mark('minRows')}
          />
          <TextField
            label="Max rows"
            inputMode="numeric"
            value={f.maxRows}
            onChange={(maxRows) => set({ maxRows })}
            errorMessage={mark('maxRows')}
          />
        </FormRow>
      )}
      {f.kind === 'group' && (
        <Checkbox isSelected={f.signAgainOnChange} onChange={(signAgainOnChange) => set({ signAgainOnChange })}>
          A sign-on sheet: each row signs again when the rest of the form is corrected
        </Checkbox>
      )}
      <Checkbox isSelected={f.required} onChange={(required) => set({ required })}>
        Required
      </Checkbox>
      <FormRow>
        <Select
          label="Shown"
          items={[
            { id: ALWAYS, label: 'Always' },
            ...candidates.map((c) => ({ id: c.key, label: `Only when ${c.label.trim() || 'New field'}…` })),
          ]}
          value={f.showWhen?.key ?? ALWAYS}
          onChange={(k) => set({ showWhen: !k || k === ALWAYS ? null : { key: String(k), equals: '' } })}
          errorMessage={mark('showWhen')}
        />
        {f.showWhen &&
          (answers === null ? (
            <TextField
              label="is"
              description="Empty: any answer"
              value={f.showWhen.equals}
              onChange={(equals) => set({ showWhen: { key: f.showWhen?.key ?? '', equals } })}
            />
          ) : (
            <Select
              label="is"
              items={[...(target?.kind === 'checkbox' ? [] : [{ id: ANY, label: 'Any answer' }]), ...answers]}
              value={f.showWhen.equals || (target?.kind === 'checkbox' ? 'true' : ANY)}
              onChange={(k) => set({ showWhen: { key: f.showWhen?.key ?? '', equals: !k || k === ANY ? '' : String(k) } })}
            />
          ))}
      </FormRow>
      {f.kind === 'group' && (
        <>
          <p className={css.muted}>Each row has these fields:</p>
          {mark('fields') && (
            <p role="alert" className={css.fieldError}>
              {mark('fields')}
            </p>
          )}
          {f.fields.map((c, i) => (
            <FieldEditor
              key={c.key}
              field={c}
              name={`${title} field ${i + 1}`}
              isFirst={i === 0}
              isLast={i === f.fields.length - 1}
              inGroup
              candidates={[...f.fields.filter((o) => o.key !== c.key), ...candidates.filter((o) => o.key !== f.key)]}
              errors={errors}
              onChange={onChange}
              onMove={onMove}
              onRemove={onRemove}
              onAddChild={onAddChild}
            />
          ))}
          <div>
            <Button size="sm" variant="secondary" icon={<PlusIcon size={16} />} onPress={() => onAddChild(f.key)}>
              Add a field to {title}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
