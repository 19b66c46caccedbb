/** A starter template as the choice shows it (the API's StoreTemplateSummary fits). */
export interface TemplateOption {
  id: string;
  name: string;
  summary: string;
  products: number;
  categories: string[];
}

/**
 * "Start from a template": one radio card per starter template (its trade, what it adds), and
 * "Start empty" first. The value is a template id, or '' for an empty store.
 */
export function TemplateChoice({
  templates,
  value,
  onChange,
  legend = 'Start from a template',
  emptyLabel = 'Start empty',
  name = 'template',
}: {
  templates: readonly TemplateOption[];
  value: string;
  onChange: (template: string) => void;
  legend?: string;
  /** The first card's text; null leaves "empty" out (a store that is empty already). */
  emptyLabel?: string | null;
  name?: string;
}) {
  const cards = [
    ...(emptyLabel === null
      ? []
      : [{ id: '', title: emptyLabel, text: 'Add your own items, or import a CSV.' }]),
    ...templates.map((t) => ({
      id: t.id,
      title: t.name,
      text: `${t.products} sample items in ${t.categories.join(', ')}. ${t.summary}`,
    })),
  ];
  return (
    <fieldset className="uk-template-choice">
      <legend>{legend}</legend>
      {cards.map((card) => (
        <label key={card.id || 'empty'} className="uk-template-card">
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={value === card.id}
            onChange={() => onChange(card.id)}
          />
          <span>
            <strong>{card.title}</strong>
            <span className="uk-muted">{card.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
