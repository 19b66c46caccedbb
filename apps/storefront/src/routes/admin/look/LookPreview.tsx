import { buttonClass } from '@agency/ui-kit';
import { imageSrc } from '../../../catalogue/art.ts';
import { Icon } from '../../../components/icons.tsx';
import { StoreMark } from '../../../components/StoreMark.tsx';
import { lookStyle } from '../../../lib/look.ts';
import type { LookDraft } from './look-form.ts';
import '../../../components/store-frame.css';
import '../../../components/product-grid.css';
import '../../store-landing.css';
import '../../$id/store/store-index.css';

/**
 * The storefront in the chosen look, as it is typed: its header, a button, the search box with its
 * hint and a product card (the hero picture, when there is one), drawn with the storefront's own
 * classes inside a `.sf` root with the draft's colours. A colour that fails is previewed as its
 * readable shade would not be: the preview shows what was typed.
 */
export function LookPreview({ draft }: { draft: LookDraft }) {
  const name = draft.name.trim() || 'Your store';
  return (
    <figure className="sa-preview" aria-labelledby="sa-preview-caption">
      <figcaption id="sa-preview-caption" className="sa-subtitle">
        Preview
      </figcaption>
      <div className="sf sa-preview__store" style={lookStyle(draft)} data-testid="look-preview">
        <div className="sf-header">
          <div className="sf-header__bar sa-preview__bar">
            <span className="sf-brand">
              <StoreMark store={{ name, logo_url: draft.logo_url }} />
              <span className="sf-brand__name">{name}</span>
            </span>
            <span className="sf-cart-button" aria-hidden="true">
              <span className="sf-cart-button__count">2</span>
            </span>
          </div>
        </div>
        <div className="sa-preview__body">
          {draft.tagline && <p className="sf-landing__tagline">{draft.tagline}</p>}
          <span className={buttonClass('primary')} data-testid="preview-button">
            Visit our store
          </span>
          <span className="sf-search sa-preview__search">
            <Icon name="search" />
            <span>{draft.search_hint || 'Search the store…'}</span>
          </span>
          <div className="sf-card sa-preview__card">
            <img
              src={imageSrc(draft.hero_url || 'art:delicacy:1:1')}
              style={{ objectPosition: draft.hero_focus }}
              alt=""
              width={400}
              height={300}
            />
            <span className="sf-card__body">
              <span className="sf-card__name">An item</span>
              <span className="sf-card__desc">Its short description</span>
              <span className="sf-card__price">₦4,500</span>
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
