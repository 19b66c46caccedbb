import type { Product } from '@agency/contract';
import type { OptionDef, OptionValue } from '@agency/contract/catalogue';
import { Button, TextField } from '@agency/ui-kit';
import { OptionField } from '../../../components/OptionField.tsx';
import { findVariant, type Selection } from '../../../lib/chooser.ts';
import { money } from '../../../lib/money.ts';

/** One line of a sale taken by hand, as the form holds it (prices typed in naira). */
export interface SaleLineDraft {
  product: Product;
  selection: Selection;
  qty: string;
  /** '' while the listed price stands. */
  price: string;
  reason: string;
}

/** The variant the line's options name (the product's only one when it has no choices). */
export const variantOf = (line: SaleLineDraft) =>
  findVariant(line.product, line.selection) ??
  (line.product.variants.length === 1 ? line.product.variants[0] : undefined);

/** The price of one, in kobo: the typed price when there is one, else the listed price. */
export function unitKobo(line: SaleLineDraft): number {
  const typed = Math.round(Number(line.price) * 100);
  return line.price.trim() !== '' && Number.isFinite(typed)
    ? typed
    : (variantOf(line)?.price_kobo ?? 0);
}

/** Whether the line is sold at another price than listed (then a reason is asked). */
export const repriced = (line: SaleLineDraft) =>
  line.price.trim() !== '' && unitKobo(line) !== variantOf(line)?.price_kobo;

/**
 * A line of the sale: the item, its options (the shop's own fields), how many, and the price,
 * listed or changed with a reason.
 */
export function SaleLine({
  line,
  index,
  onChange,
  onRemove,
}: {
  line: SaleLineDraft;
  index: number;
  onChange: (line: SaleLineDraft) => void;
  onRemove: () => void;
}) {
  const variant = variantOf(line);
  const set = (name: string, value: OptionValue | undefined) =>
    onChange({ ...line, selection: { ...line.selection, [name]: value } });
  return (
    <li className="sa-sale-line" data-testid="sale-line">
      <div className="sa-sale-line__head">
        <strong>{line.product.name}</strong>
        <span className="uk-muted">
          {variant
            ? `${money(variant.price_kobo)} · ${line.product.track_stock === false ? 'made to order' : `${variant.qty} in stock`}`
            : 'Choose its options'}
        </span>
        <Button variant="ghost" small onClick={onRemove}>
          Remove
        </Button>
      </div>
      {line.product.mods.map((option) => (
        <OptionField
          key={option.key}
          name={option.key}
          option={option as OptionDef}
          product={line.product}
          selection={line.selection}
          onSet={set}
        />
      ))}
      <div className="sa-sale-line__numbers">
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={line.qty}
          onChange={(event) => onChange({ ...line, qty: event.target.value })}
          id={`sa-sale-qty-${index}`}
        />
        <TextField
          label="Price for one (₦)"
          inputMode="decimal"
          placeholder={variant ? String(variant.price_kobo / 100) : ''}
          hint="Leave empty for the listed price."
          value={line.price}
          onChange={(event) => onChange({ ...line, price: event.target.value })}
          id={`sa-sale-price-${index}`}
        />
      </div>
      {repriced(line) && (
        <TextField
          label="Why the price changed"
          placeholder="e.g. bulk discount"
          value={line.reason}
          onChange={(event) => onChange({ ...line, reason: event.target.value })}
          id={`sa-sale-reason-${index}`}
        />
      )}
    </li>
  );
}
