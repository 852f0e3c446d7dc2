import { lineFieldProblems, lineFigures, type TaxMode, taxRateLabel } from '@rules/document-lines';
import { centsToDollars, dollarsToCents, formatAud, GST_RATE_PERCENT } from '@rules/money';
import { Button, IconButton, MinusIcon, NumberField, Select, TextField } from '@spanner/design-system';
import { useState } from 'react';
import { type PriceListChoice, PriceListPicker } from '../price-list';
import * as css from './documents.css';
import { countable, type EditorLine } from './editor-lines';

// Wide enough to show what was typed: three decimals on a quantity, two on a discount, more so a fourth is seen and
// refused with a message rather than rounded away by the field.
const QUANTITY_FORMAT = { maximumFractionDigits: 6, useGrouping: false };
const DISCOUNT_FORMAT = { maximumFractionDigits: 6 };

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

/** What a cleared number field holds: NaN, which the line rules call 'not a number' rather than 0 or 1. */
const typed = (n: number) => (Number.isFinite(n) ? n : Number.NaN);

/**
 * One line of a quote or invoice (spec part 2 §5): item (price-list search, or any name), description, quantity
 * (more than 0, up to three decimals: 1.5 hours), price (from $0.00 in cents), discount (0–100 %), GST or Tax
 * Exempt, and the line's amount, GST and total as the server will store them. A bad number stays as typed with a
 * message at its field (the same rules the API applies): nothing is clamped or rounded behind the user's back.
 */
export function LineRow({ line, position, taxMode, onChange, onPick, onRemove, onSaveToPriceList, error }: LineRowProps) {
  const problems = lineFieldProblems(line);
  const figures = countable(line) ? lineFigures(line, taxMode) : null;
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
          hideStepper
          formatOptions={QUANTITY_FORMAT}
          onChange={(n) => set({ quantity: typed(n) })}
          errorMessage={problems.quantity}
          className={css.qtyField}
        />
        <NumberField
          label={taxMode === 'inclusive' ? 'Price (inc. GST)' : 'Price (ex. GST)'}
          value={centsToDollars(line.unitAmountCents)}
          hideStepper
          formatOptions={{ style: 'currency', currency: 'AUD' }}
          onChange={(n) => set({ unitAmountCents: Number.isFinite(n) ? dollarsToCents(n) : Number.NaN })}
          errorMessage={problems.unitAmountCents}
          className={css.priceField}
        />
        <NumberField
          label="Discount %"
          value={line.discountPercent}
          hideStepper
          formatOptions={DISCOUNT_FORMAT}
          onChange={(n) => set({ discountPercent: Number.isFinite(n) ? n : 0 })}
          errorMessage={problems.discountPercent}
          className={css.discountField}
        />
        <Select
          label="Tax"
          items={TAX_CHOICES}
          value={String(line.taxRate)}
          onChange={(k) => set({ taxRate: Number(k ?? GST_RATE_PERCENT) })}
          className={css.taxField}
        />
        <div className={css.lineAmounts} aria-live="polite">
          {figures ? (
            <>
              <span>
                Amount {formatAud(figures.amountCents)} · GST {formatAud(figures.taxCents)}
              </span>
              <span className={css.lineTotal}>{formatAud(figures.totalCents)}</span>
            </>
          ) : (
            <span>Fix the line to see its total</span>
          )}
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
