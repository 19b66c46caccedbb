import { type ReactNode, useId } from 'react';

/** The shape of the API's StoreChecklist (ui-kit stays free of the contract package). */
export interface ChecklistView {
  store: { name: string };
  items: { key: string; label: string; done: boolean; link: string }[];
  done: number;
  total: number;
}

export interface LaunchChecklistProps {
  checklist: ChecklistView;
  /** Draws a link (a router's Link inside the store admin); a plain <a> otherwise. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** Shows whose store it is in the heading (the owner's overview lists several). */
  named?: boolean;
}

/**
 * A store's launch checklist (docs/product-rules.md, "From prospect to store"): six items the
 * server ticks from the store's data, each linking to the screen that completes it.
 */
export function LaunchChecklist({ checklist, renderLink, named = false }: LaunchChecklistProps) {
  const titleId = useId();
  const { done, total } = checklist;
  return (
    <section className="uk-panel uk-checklist" aria-labelledby={titleId}>
      <h2 id={titleId} className="uk-checklist__title">
        {named ? `${checklist.store.name}: launch checklist` : 'Launch checklist'}
      </h2>
      <p className="uk-checklist__progress">
        <progress max={total} value={done} aria-hidden="true" /> {done} of {total} done
        {done === total ? ' · ready for its customers' : ''}
      </p>
      <ul className="uk-list uk-checklist__items">
        {checklist.items.map((item) => (
          <li
            key={item.key}
            className={item.done ? 'uk-checklist__item is-done' : 'uk-checklist__item'}
          >
            <span className="uk-checklist__mark" aria-hidden="true">
              {item.done ? '✓' : '○'}
            </span>
            <span className="uk-checklist__label">
              {item.label}
              <span className="uk-visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
            </span>
            {!item.done &&
              (renderLink ? renderLink(item.link, 'Do it now') : <a href={item.link}>Do it now</a>)}
          </li>
        ))}
      </ul>
    </section>
  );
}
