import type { Product, StoreInfo } from '@agency/contract';
import { unitsLeft } from '@agency/contract/catalogue';
import { sizedName, sizedSources } from '@agency/contract/pictures';
import { findVariant, initialSelection } from './chooser.ts';

/** A product's uploaded pictures: drawn art (the demo's `art:` pictures) has no address to fetch. */
export function uploadedPictures(product: Pick<Product, 'media'>): string[] {
  return product.media.map((m) => m.file).filter((file) => /^(https?:\/\/|\/)/.test(file));
}

/** Width of a link preview's picture: WhatsApp and Facebook show it at most about this wide. */
export const PREVIEW_WIDTH = 1024;

/**
 * The picture a shared link previews (og:image): the item's first uploaded picture, as its
 * 1024 px WebP copy (tens of kB, well under the 300 kB WhatsApp fetches), never the original upload
 * (4096 px and megabytes, which previews skip). A picture with no sized copies is named as it is.
 */
export function previewPicture(product: Pick<Product, 'media'>): string | undefined {
  const first = uploadedPictures(product)[0];
  if (!first) return undefined;
  return sizedSources(first) ? sizedName(first, PREVIEW_WIDTH) : first;
}

/**
 * schema.org JSON-LD for an item page (docs/product-rules.md, "Search engines"): the Product with
 * its Offer, and the BreadcrumbList store → store index → item. Paths are made absolute by the
 * page's head (usePageMeta, the server's template). The Offer's price is the one the page opens
 * on (the first choice of each option), so what a search result says is what the shopper sees.
 */
export function productJsonLd(
  product: Product,
  store: Pick<StoreInfo, 'name'> | undefined,
  addresses: { item: string; index: string; home: string },
): Record<string, unknown>[] {
  const shown = findVariant(product, initialSelection(product.mods));
  const priceKobo = shown?.price_kobo ?? product.price_kobo;
  const inStock = shown ? unitsLeft(product, shown) > 0 : product.in_stock;
  const images = uploadedPictures(product);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${addresses.item}#product`,
      name: product.name,
      description: product.description || product.details || product.name,
      sku: shown?.id ?? product.id,
      url: addresses.item,
      ...(images.length > 0 ? { image: images } : {}),
      ...(store ? { brand: { '@type': 'Brand', name: store.name } } : {}),
      ...(product.rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.value,
              reviewCount: product.rating.count,
              bestRating: 5,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url: addresses.item,
        price: (priceKobo / 100).toFixed(2),
        priceCurrency: 'NGN',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        ...(store ? { seller: { '@type': 'Organization', name: store.name } } : {}),
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: store?.name ?? 'Store', item: addresses.home },
        { name: 'Store', item: addresses.index },
        { name: product.name, item: addresses.item },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ];
}
