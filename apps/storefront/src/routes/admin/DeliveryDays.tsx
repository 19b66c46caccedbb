import { WEEKDAYS } from '@agency/contract/catalogue';
import { TextArea } from '@agency/ui-kit';

/** Monday first, as a Nigerian week is read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The times of day as typed, one a line, as the settings call takes them. */
export const windowsRequest = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Settings › Made to order: the days the store delivers (or hands over) items that need notice,
 * and the times of day a shopper picks with the date. Checkout and the API follow both.
 */
export function DeliveryDaysEditor({
  days,
  windows,
  error,
  onDays,
  onWindows,
}: {
  days: number[];
  /** The times of day, one a line. */
  windows: string;
  error?: string;
  onDays: (days: number[]) => void;
  onWindows: (windows: string) => void;
}) {
  return (
    <section className="uk-panel" aria-labelledby="sa-days">
      <h2 id="sa-days" className="sa-subtitle">
        Made to order
      </h2>
      <p className="uk-muted">
        An item that needs notice (set it on the item) asks shoppers for a day at checkout. They can
        choose only these days, counted in Lagos time.
      </p>
      <fieldset
        className="sa-places__region"
        aria-describedby={error ? 'sa-days-error' : undefined}
      >
        <legend>Days the store delivers</legend>
        {WEEK.map((day) => (
          <label key={day} className="sa-check sa-place">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(event) =>
                onDays(event.target.checked ? [...days, day] : days.filter((d) => d !== day))
              }
            />
            {WEEKDAYS[day]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="sa-days-error" className="uk-field__error" role="alert">
          {error}
        </p>
      )}
      <TextArea
        label="Times of day"
        rows={3}
        hint="One a line, like Morning (9am–12pm). Leave empty to ask for a day only."
        value={windows}
        onChange={(event) => onWindows(event.target.value)}
      />
    </section>
  );
}
