import { NotFound } from '@agency/ui-kit';
import { Route, Routes } from '@agency/router';
import { StoreAdmin } from './routes/admin/index.tsx';

export interface StorefrontProps {
  /** 'demo' at /demo, 'store' at /store. */
  variant?: 'demo' | 'store';
}

/** The storefront (exposed as ./App): landing, /{id}/store/*, and the store admin at admin/*. */
export default function StorefrontApp({ variant = 'demo' }: StorefrontProps) {
  return (
    <div className="uk-container" data-variant={variant}>
      <Routes>
        <Route index element={<h1 className="uk-page-title">Snailhouse</h1>} />
        <Route path=":id/store/*" element={<h1 className="uk-page-title">Store</h1>} />
        {variant === 'store' && <Route path="admin/*" element={<StoreAdmin />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
