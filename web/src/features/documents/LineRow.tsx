import { clampDiscount, lineFigures, MAX_QUANTITY, type TaxMode, taxRateLabel } from '@rules/document-lines';
import { formatAud, GST_RATE_PERCENT, roundCents } from '@rules/money';
import { Button, IconButton, MinusIcon, NumberField, Select, TextField } from '@spanner/design-system';
import { useState } from 'react';
import { type PriceListChoice, PriceListPicker } from '../price-list';
import * as css from './documents.css';
import type { EditorLine } from './editor-lines';

const TAX_CHOICES = [GST_RATE_PERCENT, 0].map((rate) => ({ id: String(rate), label: taxRateLabel(rate) }));

export interface LineRowProps {
  line: EditorLine;
  /** 1-based, for labels: 'Line 2'. */
  position: number;
  taxMode: TaxMode;
  onChange: (line: EditorLine) => void;
  onPick: (preset: PriceListChoice) => void;
  /** Absent while this is the only line: at least one line stays (spec part 2 §5). */
  onRemove?: () => void;
  /** Offers to add a typed item name to the price list. */
  onSaveToPriceList: () => void;
  error?: string;
}

/**
 * One line of a quote or invoice (spec part 2 §5): item (price-list search, or any name), description, quantity (a
 * whole number from 1), price (from $0.00 in cents), discount (kept within 0–100 %), GST or Tax Exempt, and the
 * line's amount, GST and total as the server will store them.
 */
export function LineRow({ line, position, taxMode, onChange, onPick, onRemove, onSaveToPriceList, error }: LineRowProps) {
  const figures = lineFigures(line, taxMode);
  const set = (patch: Partial<EditorLine>) => onChange({ ...line, ...patch });
  // A typed name that is not on the price list may be added to it.
  const [onList, setOnList] = useState(true);
  const newName = !!line.itemName.trim() && !onList;
  return (
    <li className={css.line} aria-label={`Line ${position}`}>
      <PriceListPicker
        label="Item"
        value={line.itemName}
        onChange={(itemName) => set({ itemName })}
        onPick={onPick}
        onMatchChange={(match) => setOnList(!!match)}
        describe={(match) => (match ? `Price list: ${formatAud(match.unitAmountCents)} before GST` : undefined)}
        errorMessage={error}
        className={css.lineItem}
      />
      <TextField
        label="Description"
        value={line.description}
        onChange={(description) => set({ description })}
        className={css.lineDescription}
      />
      <div className={css.lineNumbers}>
        <NumberField
          label="Qty"
          value={line.quantity}
          minValue={1}
          maxValue={MAX_QUANTITY}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(n) => set({ quantity: Number.isFinite(n) ? Math.max(1, Math.round(n)) : 1 })}
        />
        <NumberField
          label={taxMode === 'inclusive' ? 'Price (inc. GST)' : 'Price (ex. GST)'}
          value={line.unitAmountCents / 100}
          minValue={0}
          step={0.01}
          formatOptions={{ style: 'currency', currency: 'AUD' }}
          onChange={(n) => set({ unitAmountCents: Number.isFinite(n) ? Math.max(0, roundCents(n * 100)) : 0 })}
        />
        <NumberField
          label="Discount %"
          value={line.discountPercent}
          minValue={0}
          maxValue={100}
          step={0.01}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(n) => set({ discountPercent: clampDiscount(n) })}
        />
        <Select
          label="Tax"
          items={TAX_CHOICES}
          value={String(line.taxRate)}
          onChange={(k) => set({ taxRate: Number(k ?? GST_RATE_PERCENT) })}
        />
        <div className={css.lineAmounts} aria-live="polite">
          <span>
            Amount {formatAud(figures.amountCents)} · GST {formatAud(figures.taxCents)}
          </span>
          <span className={css.lineTotal}>{formatAud(figures.totalCents)}</span>
        </div>
        <div className={css.lineActions}>
          {newName && (
            <Button size="sm" variant="ghost" onPress={onSaveToPriceList}>
              Save to price list
            </Button>
          )}
          <IconButton
            label={`Remove line ${position}`}
            icon={<MinusIcon size={16} />}
            variant="ghost"
            isDisabled={!onRemove}
            onPress={onRemove}
          />
        </div>
      </div>
    </li>
  );
}
