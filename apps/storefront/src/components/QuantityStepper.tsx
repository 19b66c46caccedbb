import './quantity-stepper.css';
/**
 * − quantity + for a cart line and the item page: at least 1, at most `max` (the stock, or the
 * most one line may hold). The buttons are 44 px on touch screens (storefront.css).
 */
export function QuantityStepper({
  label,
  value,
  max,
  onChange,
  children,
}: {
  /** Names the group for screen readers: "Quantity of Snail Farming eBook". */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="sf-qty" role="group" aria-label={label}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label="Fewer"
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label="More"
      >
        +
      </button>
      {children}
    </div>
  );
}
