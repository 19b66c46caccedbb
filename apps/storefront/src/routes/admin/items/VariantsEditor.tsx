import { optionLabel, type ProductOption } from '@agency/contract/catalogue';
import { Button, type FieldErrors } from '@agency/ui-kit';
import { CellError, cellErrorProps } from './CellError.tsx';
import { type DraftField, everyCombination, type VariantRow, variantOptions } from './item-form.ts';
import { PriceSteps, SameForAll } from './VariantTools.tsx';
import './variants.css';

/**
 * Prices and stock: a compact grid, one row per combination of list and colour choices that is
 * sold (or one row when the item has none); shoppers can only pick combinations that have a row.
 * "Same for all" and price steps per option value fill every row at once; "Don't track stock"
 * (made to order) takes the stock column away.
 */
export function VariantsEditor({
  options,
  rows,
  errors,
  onChange,
  trackStock,
  onTrackStock,
}: {
  options: ProductOption[];
  rows: VariantRow[];
  errors: FieldErrors<DraftField>;
  onChange: (rows: VariantRow[]) => void;
  trackStock: boolean;
  onTrackStock: (track: boolean) => void;
}) {
  const columns = variantOptions(options);
  const update = (index: number, next: Partial<VariantRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...next } : row)));
  // Messages stand at a row's place: when rows come, go or are remade, the old ones would point
  // at the wrong row.
  const reshape = (next: VariantRow[]) => {
    for (let i = 0; i < Math.max(rows.length, next.length); i++) {
      errors.clear(`price-${i}`);
      errors.clear(`qty-${i}`);
    }
    onChange(next);
  };
  return (
    <div className="sa-variants">
      <label className="sa-check">
        <input
          type="checkbox"
          checked={!trackStock}
          onChange={(e) => {
            onTrackStock(!e.target.checked);
            for (let i = 0; i < rows.length; i++) errors.clear(`qty-${i}`);
          }}
        />
        Don't track stock (made to order): it never sells out
      </label>
      {rows.length > 1 && (
        <div className="sa-grid-tools">
          <SameForAll rows={rows} trackStock={trackStock} onChange={onChange} />
          {columns.length > 0 && <PriceSteps columns={columns} rows={rows} onChange={onChange} />}
        </div>
      )}
      <div className="sa-table-wrap">
        <table className="sa-table sa-table--edit sa-pricegrid" aria-label="Prices and stock">
          <thead>
            <tr>
              {columns.map((option) => (
                <th key={option.key} scope="col">
                  {optionLabel(option.key)}
                </th>
              ))}
              <th scope="col">Price (₦)</th>
              {trackStock && <th scope="col">In stock</th>}
              <th scope="col">
                <span className="uk-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name =
                columns.map((option) => row.mods[option.key] || 'any').join(' / ') || 'the item';
              return (
                <tr key={row.id ?? `new-${index}`}>
                  {columns.map((option) => (
                    <td key={option.key} data-label={optionLabel(option.key)}>
                      <select
                        className="uk-input"
                        aria-label={`${optionLabel(option.key)} of row ${index + 1}`}
                        value={row.mods[option.key] ?? ''}
                        onChange={(e) =>
                          update(index, { mods: { ...row.mods, [option.key]: e.target.value } })
                        }
                      >
                        <option value="">Any</option>
                        {option.options.map((choice) => (
                          <option key={choice}>{choice}</option>
                        ))}
                      </select>
                    </td>
                  ))}
                  <td data-label="Price (₦)">
                    <input
                      className="uk-input"
                      inputMode="decimal"
                      aria-label={`Price of ${name}, in naira`}
                      {...cellErrorProps(errors, `price-${index}`)}
                      value={row.price}
                      onChange={(e) => {
                        update(index, { price: e.target.value.replace(/[^\d.]/g, '') });
                        errors.clear(`price-${index}`);
                      }}
                    />
                    <CellError errors={errors} field={`price-${index}`} />
                  </td>
                  {trackStock && (
                    <td data-label="In stock">
                      <input
                        className="uk-input"
                        inputMode="numeric"
                        aria-label={`Stock of ${name}`}
                        {...cellErrorProps(errors, `qty-${index}`)}
                        value={row.qty}
                        onChange={(e) => {
                          update(index, { qty: e.target.value.replace(/\D/g, '') });
                          errors.clear(`qty-${index}`);
                        }}
                      />
                      <CellError errors={errors} field={`qty-${index}`} />
                    </td>
                  )}
                  <td className="sa-pricegrid__remove">
                    <Button
                      variant="ghost"
                      small
                      disabled={rows.length === 1}
                      onClick={() => reshape(rows.filter((_, i) => i !== index))}
                    >
                      Remove <span className="uk-visually-hidden">{name}</span>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {columns.length > 0 && (
        <div className="sa-row">
          <Button
            variant="secondary"
            small
            onClick={() => reshape([...rows, { mods: {}, price: '', qty: '' }])}
          >
            Add a row
          </Button>
          <Button
            variant="secondary"
            small
            onClick={() => reshape(everyCombination(options, rows))}
          >
            One row per combination
          </Button>
        </div>
      )}
    </div>
  );
}
