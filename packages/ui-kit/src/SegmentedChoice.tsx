/** One choice of a few, as a row of pressed / not pressed buttons (a period, a chart's measure). */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  className = 'uk-segmented',
}: {
  /** Names the group for screen readers (it is not shown). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The row's look: ui-kit's segmented row, or a screen's own (the orders list's tabs). */
  className?: string;
}) {
  return (
    <fieldset className={className}>
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
