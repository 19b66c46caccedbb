import { optionLabel } from '@agency/contract/catalogue';
import { Button } from '@agency/ui-kit';
import { useState } from 'react';
import type { VariantRow } from './item-form.ts';

const naira = (typed: string) => typed.replace(/[^\d.]/g, '');
const units = (typed: string) => typed.replace(/\D/g, '');

/** "Same for all": one price and/or one stock written to every row at once. */
export function SameForAll({
  rows,
  trackStock,
  onChange,
}: {
  rows: VariantRow[];
  trackStock: boolean;
  onChange: (rows: VariantRow[]) => void;
}) {
  const [price, setPrice] = useState('');
  const [qty, setQty] = useState('');
  const apply = () => {
    onChange(
      rows.map((row) => ({
        ...row,
        ...(price ? { price } : {}),
        ...(qty && trackStock ? { qty } : {}),
      })),
    );
    setPrice('');
    setQty('');
  };
  return (
    <fieldset className="sa-grid-tool" aria-label="Same for all">
      <legend>Same for all</legend>
      <label>
        <span>Price (₦)</span>
        <input
          className="uk-input"
          inputMode="decimal"
          aria-label="Price for every row, in naira"
          value={price}
          onChange={(e) => setPrice(naira(e.target.value))}
        />
      </label>
      {trackStock && (
        <label>
          <span>Stock</span>
          <input
            className="uk-input"
            inputMode="numeric"
            aria-label="Stock for every row"
            value={qty}
            onChange={(e) => setQty(units(e.target.value))}
          />
        </label>
      )}
      <Button variant="secondary" small disabled={!price && !qty} onClick={apply}>
        Apply to all {rows.length} rows
      </Button>
    </fieldset>
  );
}

/**
 * A price step per option value: each row's price is the base plus the step of each value it has
 * (Large +₦3,000 adds ₦3,000 to every Large row). Written to the rows when applied; the rows'
 * prices are what is saved.
 */
export function PriceSteps({
  columns,
  rows,
  onChange,
}: {
  columns: { key: string; options: string[] }[];
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
}) {
  const [base, setBase] = useState('');
  const [steps, setSteps] = useState<Record<string, string>>({});
  const stepOf = (key: string, value: string) => steps[`${key}\u0000${value}`] ?? '';
  const apply = () =>
    onChange(
      rows.map((row) => {
        const extra = columns.reduce(
          (sum, option) => sum + (Number(stepOf(option.key, row.mods[option.key] ?? '')) || 0),
          0,
        );
        return { ...row, price: String(Number(base) + extra) };
      }),
    );
  return (
    <details
      className="sa-grid-tool sa-steps"
      onToggle={(event) => {
        // Opened: the base starts at the rows' lowest price as they are now.
        if (!event.currentTarget.open) return;
        const lowest = Math.min(...rows.map((r) => Number(r.price)).filter((n) => n > 0));
        setBase(Number.isFinite(lowest) ? String(lowest) : '');
      }}
    >
      <summary>Price steps per option</summary>
      <label>
        <span>Base price (₦)</span>
        <input
          className="uk-input"
          inputMode="decimal"
          aria-label="Base price, in naira"
          value={base}
          onChange={(e) => setBase(naira(e.target.value))}
        />
      </label>
      {columns.map((option) => (
        <div key={option.key} className="sa-steps__option">
          <strong>{optionLabel(option.key)}</strong>
          {option.options.map((value) => (
            <label key={value}>
              <span>{value} +₦</span>
              <input
                className="uk-input"
                inputMode="decimal"
                aria-label={`${value} adds, in naira`}
                placeholder="0"
                value={stepOf(option.key, value)}
                onChange={(e) =>
                  setSteps({ ...steps, [`${option.key}\u0000${value}`]: naira(e.target.value) })
                }
              />
            </label>
          ))}
        </div>
      ))}
      <Button variant="secondary" small disabled={!base} onClick={apply}>
        Apply price steps
      </Button>
    </details>
  );
}
