import { BackToStore } from '../../../components/BackToStore.tsx';
import { api } from '@agency/api-client';
import type { Product } from '@agency/contract';
import {
  Link,
  useLocation,
  useNavigate,
  usePageMeta,
  useParams,
  useRouteData,
} from '@agency/router';
import { isNotFound, Loaded, NotFound } from '@agency/ui-kit/public';
import { MAX_LINE_QTY, unitsLeft } from '@agency/contract/catalogue';
import { useMemo, useState } from 'react';
import { ITEM_SIZES, pictureProps } from '../../../catalogue/art.ts';
import { Collapsible } from '../../../components/Collapsible.tsx';
import { OptionChooser } from '../../../components/OptionChooser.tsx';
import { QuantityStepper } from '../../../components/QuantityStepper.tsx';
import { ShareButtons } from '../../../components/ShareButtons.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { takesWhatsAppOrders } from '../../../lib/whatsapp-order.ts';
import { useCart } from '../../../lib/cart.ts';
import {
  describeSelection,
  findVariant,
  initialSelection,
  mediaFor,
  type Selection,
} from '../../../lib/chooser.ts';
import { money, priceRange } from '../../../lib/money.ts';
import { canonicalFor } from '../../../lib/look.ts';
import { returnPlace } from '../../../lib/return-place.ts';
import { previewPicture, productJsonLd } from '../../../lib/structured-data.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../../../lib/store-context.tsx';
import { useStore } from '../../../lib/store-info.ts';
import './item.css';

/** /{store}/store/{productId}: one item, read from the catalogue, with the option chooser. */
export function ItemPage() {
  const context = useStorefront();
  const id = useCurrentStore();
  const store = useStore();
  const paths = useStorePaths();
  const { productId = '' } = useParams<{ productId: string }>();
  const state = useRouteData(`product:${id}:${productId}`, () => api.shop.product(id, productId));
  const missing = isNotFound(state);
  const product = state.status === 'ready' ? state.data : undefined;
  usePageMeta(
    product
      ? {
          title: `${product.name} — ${money(product.price_kobo)}${product.price_suffix}${store ? ` — ${store.name}` : ''}`,
          description:
            `${product.name}${store ? ` from ${store.name}` : ''}, ${priceRange(product.price_kobo, product.price_max_kobo, product.price_suffix)}. ${product.details}`.slice(
              0,
              200,
            ),
          canonical: canonicalFor(context, store, paths.item(product.slug)),
          type: 'product',
          siteName: store?.name,
          image: previewPicture(product),
          jsonLd: productJsonLd(product, store, {
            item: canonicalFor(context, store, paths.item(product.slug)),
            index: canonicalFor(context, store, paths.index),
            home: canonicalFor(context, store, paths.home),
          }),
        }
      : missing
        ? { title: store ? `Item not found — ${store.name}` : 'Item not found', status: 404 }
        : { title: store ? `${store.name} store` : 'Store' },
  );

  if (missing) return <NotFound action={<BackToStore />} />;
  if (!product)
    return (
      <div className="sf-container sf-page">
        <Loaded state={state} what="the item" />
      </div>
    );
  // Keyed by product, so moving to another item starts its chooser afresh.
  return <ItemView key={product.id} product={product} storeId={id} />;
}

function ItemView({ product, storeId }: { product: Product; storeId: string }) {
  const paths = useStorePaths();
  const context = useStorefront();
  const { base } = context;
  const store = useStore();
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.mods));
  const [picture, setPicture] = useState(0);
  const [qty, setQty] = useState(1);
  const back = returnPlace(useLocation().state);
  const add = useCart((state) => state.add);
  const setCartOpen = useCart((state) => state.setOpen);
  const media = useMemo(() => mediaFor(product, selection), [product, selection]);
  const variant = findVariant(product, selection);
  const priceText = variant
    ? `${money(variant.price_kobo)}${product.price_suffix}`
    : priceRange(product.price_kobo, product.price_max_kobo, product.price_suffix);
  const shown = media[Math.min(picture, media.length - 1)];

  const addToCart = () => {
    const left = variant ? unitsLeft(product, variant) : 0;
    if (!variant || left === 0) return false;
    const options = describeSelection(product.mods, selection);
    add(
      {
        key: `${product.id}:${variant.id}:${JSON.stringify(options)}`,
        store: storeId,
        productId: product.id,
        productSlug: product.slug,
        name: product.name,
        // The chosen choices' picture, as the order's line keeps it (pictureFor), not the thumbnail viewed.
        image: media[0]?.file ?? '',
        variantId: variant.id,
        selection,
        options,
        unitPriceKobo: variant.price_kobo,
        maxQty: left,
        fulfilment: product.fulfilment,
        leadDays: product.lead_days,
      },
      Math.min(qty, left),
    );
    return true;
  };

  return (
    <div className="sf-container sf-page">
      <nav aria-label="Breadcrumb" className="sf-crumbs">
        <Link to={paths.index}>Store</Link> / <span>{product.name}</span>
      </nav>
      <div className="sf-item">
        <div className="sf-gallery">
          {shown && (
            <img
              className="sf-gallery__main"
              {...pictureProps(shown.file, ITEM_SIZES)}
              alt={shown.alt || `${product.name}${shown.mods.color ? `, ${shown.mods.color}` : ''}`}
              width={400}
              height={300}
              fetchPriority="high"
            />
          )}
          {media.length > 1 && (
            <div className="sf-gallery__thumbs">
              {media.map((entry, index) => (
                <button
                  key={entry.file}
                  type="button"
                  aria-pressed={index === picture}
                  onClick={() => setPicture(index)}
                  aria-label={`Picture ${index + 1}`}
                >
                  <img
                    {...pictureProps(entry.file, '80px')}
                    alt=""
                    width={80}
                    height={60}
                    loading="lazy"
                  />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="sf-item__info">
          <h1 className="sf-title">{product.name}</h1>
          {product.rating.count > 0 && (
            <StarRating value={product.rating.value} count={product.rating.count} />
          )}
          <p className="sf-item__price" data-testid="item-price">
            {priceText}
          </p>
          {variant?.compare_at_kobo != null && variant.compare_at_kobo > variant.price_kobo && (
            // A compare-at price kept from the store's file (CSV import): what it was before.
            <p className="sf-item__was" data-testid="item-was">
              Was <s>{money(variant.compare_at_kobo)}</s>
            </p>
          )}
          {product.description && <p className="sf-item__lead">{product.description}</p>}
          <OptionChooser
            product={product}
            selection={selection}
            onChange={(next) => {
              setSelection(next);
              setPicture(0);
            }}
            quantity={
              <QuantityStepper
                label={`Quantity of ${product.name}`}
                value={qty}
                max={Math.max(1, Math.min(variant ? unitsLeft(product, variant) : 1, MAX_LINE_QTY))}
                onChange={setQty}
              />
            }
            onAddToCart={() => {
              // docs/product-rules.md: Add to Cart opens the cart and goes to the store, back to
              // where the shopper was on it (their search, filters, page and scroll).
              if (!addToCart()) return;
              if (back) navigate(back.href, { state: { restoreScroll: back.scrollY } });
              else navigate(paths.index);
            }}
            onCheckout={() => {
              // The chosen item goes into the cart first, so checkout is never empty by surprise.
              if (addToCart()) {
                setCartOpen(false);
                navigate(`${base}/checkout`);
              }
            }}
            onWhatsApp={
              takesWhatsAppOrders(store)
                ? () => {
                    // The same order as checkout's, then the store's chat (checkout.tsx).
                    if (!addToCart()) return;
                    setCartOpen(false);
                    navigate(`${base}/checkout?via=whatsapp`);
                  }
                : undefined
            }
          />
          {product.lead_days > 0 && (
            <p className="uk-muted" data-testid="lead-time">
              Made to order: order {product.lead_days === 1 ? 'a day' : `${product.lead_days} days`}{' '}
              ahead. You choose the day at checkout.
            </p>
          )}
          <ShareButtons
            title={product.name}
            text={`${product.name}, ${priceText}${store ? ` at ${store.name}` : ''}:`}
            link={canonicalFor(context, store, paths.item(product.slug))}
          />
          {product.details && (
            <Collapsible title="Details">
              <p>{product.details}</p>
            </Collapsible>
          )}
          {product.delivery && (
            <Collapsible title="Delivery">
              <p>{product.delivery}</p>
            </Collapsible>
          )}
        </div>
      </div>
    </div>
  );
}
