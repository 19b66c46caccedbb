/**
 * One choice of a few as pressed / not pressed buttons that wrap on a phone (the orders list's
 * status tabs, orders.css `sa-tabs`): where a sale was made, pickup or delivery, paid how.
 */
export function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  /** Names the group for screen readers (the section's heading shows it). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="sa-tabs">
      <legend className="uk-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
