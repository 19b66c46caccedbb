import type { StoreInfo } from '@agency/contract';
import { storeInitials } from '@agency/contract/store-look';
import { pictureProps } from '../catalogue/art.ts';

/** The store's logo, or (without one) its initials on a disc of its primary colour. */
export function StoreMark({
  store,
  size = 32,
}: {
  store: Pick<StoreInfo, 'name' | 'logo_url'>;
  size?: number;
}) {
  if (store.logo_url)
    return (
      <img
        className="sf-brand__mark"
        {...pictureProps(store.logo_url, `${size}px`)}
        alt=""
        width={size}
        height={size}
      />
    );
  return (
    <span
      className="sf-brand__mark sf-brand__initials"
      aria-hidden="true"
      data-testid="store-initials"
      style={{ width: size, height: size }}
    >
      {storeInitials(store.name)}
    </span>
  );
}
