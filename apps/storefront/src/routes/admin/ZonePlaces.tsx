import {
  EVERYWHERE_ELSE,
  GEO_ZONES,
  NIGERIAN_STATES,
  placeKey,
  placeLabel,
} from '@agency/contract/catalogue';
import './zone-places.css';

/** 'Kano, Kaduna and 2 more', or what to do when none is chosen. */
export function placesSummary(areas: readonly string[]): string {
  if (areas.length === 0) return 'Choose where it delivers';
  const labels = areas.map((area) => {
    const lga = area.split('/')[1];
    return lga ?? placeLabel(area);
  });
  return labels.length <= 3
    ? labels.join(', ')
    : `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`;
}

/**
 * Where one delivery zone delivers: Nigeria's states by region, the LGAs of the states that have
 * them in the list (Lagos Island apart from Lagos Mainland), and "anywhere else in Nigeria". A
 * place another zone has is shown as taken: a place is in one zone (the API refuses two).
 */
export function ZonePlaces({
  zoneName,
  areas,
  takenBy,
  onChange,
}: {
  zoneName: string;
  areas: string[];
  /** The zone that already has a place, by its key. */
  takenBy: Map<string, string>;
  onChange: (areas: string[]) => void;
}) {
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...areas, key] : areas.filter((area) => area !== key));
  const box = (key: string, label: string) => {
    const other = takenBy.get(key);
    return (
      <label key={key} className="sa-check sa-place">
        <input
          type="checkbox"
          checked={areas.includes(key)}
          disabled={!!other}
          onChange={(event) => toggle(key, event.target.checked)}
        />
        {label}
        {other && <span className="uk-muted"> ({other})</span>}
      </label>
    );
  };
  return (
    <details className="sa-places">
      <summary>
        Where it delivers: <strong>{placesSummary(areas)}</strong>
        <span className="uk-visually-hidden"> ({zoneName})</span>
      </summary>
      <p className="uk-muted">
        An LGA's zone comes before its state's, and a state's before anywhere else.
      </p>
      {box(EVERYWHERE_ELSE, 'Anywhere else in Nigeria')}
      {GEO_ZONES.map((region) => (
        <fieldset key={region} className="sa-places__region">
          <legend>{region}</legend>
          {NIGERIAN_STATES.filter((state) => state.zone === region).map((state) => (
            <div
              key={state.name}
              className={state.lgas.length > 0 ? 'sa-places__split' : undefined}
            >
              {box(state.name, state.lgas.length > 0 ? `${state.label}, all of it` : state.label)}
              {state.lgas.length > 0 && (
                <div className="sa-places__lgas" role="group" aria-label={`LGAs of ${state.label}`}>
                  {state.lgas.map((lga) => box(placeKey(state.name, lga), lga))}
                </div>
              )}
            </div>
          ))}
        </fieldset>
      ))}
    </details>
  );
}
