import type { ProductPage } from '@agency/contract';
import { Link, useLocation, useNavigate } from '@agency/router';
import { CARD_SIZES, pictureProps } from '../catalogue/art.ts';
import { money } from '../lib/money.ts';
import { placeState } from '../lib/return-place.ts';
import { useStorePaths } from '../lib/store-context.tsx';
import './product-grid.css';

/** The cards of one page of the store, and links to the other pages when there are several. */
export function ProductGrid({
  page,
  storeId,
  pageHref,
}: {
  page: ProductPage;
  storeId: string;
  pageHref: (page: number) => string;
}) {
  const paths = useStorePaths(storeId);
  const pages = Math.max(1, Math.ceil(page.total / page.per_page));
  const location = useLocation();
  const navigate = useNavigate();
  // The item page remembers this page (filters, sort, page and scroll) for Add to Cart's way back.
  const open = (event: React.MouseEvent, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to, { state: placeState(location.pathname + location.search) });
  };
  return (
    <>
      <ul className="sf-grid" aria-label="Items">
        {page.documents.map((product, index) => (
          <li key={product.id}>
            <Link
              to={paths.item(product.slug)}
              className="sf-card"
              onClick={(event) => open(event, paths.item(product.slug))}
            >
              {/* The first row paints at once; the rest wait until they scroll near. */}
              <img
                {...pictureProps(product.image, CARD_SIZES)}
                alt=""
                loading={index < 4 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                width={400}
                height={300}
              />
              <span className="sf-card__body">
                <span className="sf-card__name">{product.name}</span>
                <span className="sf-card__desc">{product.description}</span>
                <span className="sf-card__price">
                  {product.price_max_kobo > product.price_kobo && (
                    <span className="sf-card__from">From </span>
                  )}
                  <span data-testid="card-price">
                    {money(product.price_kobo)}
                    {product.price_suffix}
                  </span>
                  {!product.in_stock && <span className="sf-card__soldout">Sold out</span>}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="sf-pages" aria-label="Pages">
          {page.page > 1 && (
            <Link to={pageHref(page.page - 1)} rel="prev">
              Previous
            </Link>
          )}
          <span aria-current="page">
            Page {page.page} of {pages}
          </span>
          {page.page < pages && (
            <Link to={pageHref(page.page + 1)} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
