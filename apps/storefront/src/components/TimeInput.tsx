import { fromLagosInput, lagosInputValue, parseLagosTime } from '@agency/contract/catalogue';

/** A chosen time shown in the box as Lagos wall time. */
const lagosValue = (value: string) => {
  const date = parseLagosTime(value);
  return date ? lagosInputValue(date) : '';
};

/**
 * A delivery or booking time: Lagos wall time in the box (the value carries its +01:00 offset),
 * past times greyed out in the picker and refused by Next and by the server.
 */
export function TimeInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <>
      <input
        id={id}
        className="uk-input"
        type="datetime-local"
        min={lagosInputValue(new Date())}
        aria-describedby={`${id}-zone`}
        value={value ? lagosValue(value) : ''}
        onChange={(event) =>
          onChange(event.target.value ? fromLagosInput(event.target.value) : undefined)
        }
      />
      <p className="uk-field__hint" id={`${id}-zone`}>
        Lagos time (WAT). Choose a time from now on.
      </p>
    </>
  );
}
