import { Link, useNavigate, usePageMeta, useParams } from '@agency/router';
import { formatNaira, NotFound } from '@agency/ui-kit';
import { useMemo, useState } from 'react';
import { itemFor, SAMPLE_ITEM } from '../../../catalog/item.ts';
import { findProduct } from '../../../catalog/products.ts';
import { Collapsible } from '../../../components/Collapsible.tsx';
import { OptionChooser } from '../../../components/OptionChooser.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { useCart } from '../../../lib/cart.ts';
import {
  describeValue,
  findVariant,
  initialSelection,
  isEmpty,
  mediaFor,
  optionLabel,
} from '../../../lib/chooser.ts';
import { storePath, useStorefront } from '../../../lib/store-context.tsx';

/** Any other path under the store: one item, with the option chooser (docs/product-rules.md). */
export function ItemPage() {
  const { base } = useStorefront();
  const navigate = useNavigate();
  const { id = '', '*': rest = '' } = useParams();
  const productId = rest.split('/').filter(Boolean)[0] ?? '';
  const product = findProduct(productId);
  const item = product ? itemFor(product) : SAMPLE_ITEM;
  const [selection, setSelection] = useState(() => initialSelection(item.mods));
  const [picture, setPicture] = useState(0);
  const add = useCart((state) => state.add);
  const media = useMemo(() => mediaFor(item, selection), [item, selection]);
  const variant = findVariant(item, selection);
  const prices = item.variants.map((v) => v.price);
  const priceText = variant
    ? formatNaira(variant.price)
    : `${formatNaira(Math.min(...prices))} – ${formatNaira(Math.max(...prices))}`;
  usePageMeta(
    product
      ? {
          title: `${product.name} — ${priceText} — Snailhouse`,
          description: `${product.name} from Snailhouse, ${priceText}. ${item.details}`.slice(
            0,
            200,
          ),
          canonical: `${base}/${id}/store/${product._id}`,
          type: 'product',
        }
      : { title: 'Item not found — Snailhouse', status: 404 },
  );

  if (!product) return <NotFound />;
  const name = product.name;
  const shown = media[Math.min(picture, media.length - 1)]!;

  const addToCart = () => {
    if (!variant) return;
    const options = Object.entries(item.mods)
      .filter(([key]) => !isEmpty(selection[key]))
      .map(([key, mod]) => ({
        label: optionLabel(key),
        value: describeValue(mod, selection[key]),
      }));
    console.info('[store] add to cart', { product: product._id, variant: variant._id, selection });
    add({
      key: `${product._id}:${variant._id}:${JSON.stringify(options)}`,
      productId: product._id,
      name,
      image: shown.file,
      variantId: variant._id,
      options,
      unitPrice: variant.price,
      maxQty: variant.qty,
    });
    navigate(storePath(base, id));
  };

  return (
    <div className="sf-container sf-page">
      <nav aria-label="Breadcrumb" className="sf-crumbs">
        <Link to={storePath(base, id)}>Store</Link> / <span>{name}</span>
      </nav>
      <div className="sf-item">
        <div className="sf-gallery">
          <img
            className="sf-gallery__main"
            src={shown.file}
            alt={`${name}${shown.mods.color ? `, ${shown.mods.color} crate` : ''}`}
            width={400}
            height={300}
          />
          <div className="sf-gallery__thumbs">
            {media.map((entry, index) => (
              <button
                key={entry.file}
                type="button"
                aria-pressed={index === picture}
                onClick={() => setPicture(index)}
                aria-label={`Picture ${index + 1}`}
              >
                <img src={entry.file} alt="" width={80} height={60} />
              </button>
            ))}
          </div>
        </div>
        <div className="sf-item__info">
          <h1 className="sf-title">{name}</h1>
          <StarRating value={item.rating.value} count={item.rating.count} />
          <p className="sf-item__price">{priceText}</p>
          <OptionChooser
            item={item}
            selection={selection}
            onChange={(next) => {
              setSelection(next);
              setPicture(0);
            }}
            onAddToCart={addToCart}
            onCheckout={() => navigate(`${base}/checkout`)}
          />
          <Collapsible title="Details">
            <p>{item.details}</p>
          </Collapsible>
          <Collapsible title="Delivery">
            <p>{item.delivery}</p>
          </Collapsible>
        </div>
      </div>
    </div>
  );
}
