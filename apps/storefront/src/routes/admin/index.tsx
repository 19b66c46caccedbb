import './store-admin.css';
import './store-admin-phone.css';
import { AreaLayout, AreaRoutes, type AreaMenuItem } from '@agency/auth-gate';
import { Link, Navigate, Route, Routes, useLocation } from '@agency/router';
import { buttonClass, NotFound } from '@agency/ui-kit';
import { AcceptInvitationPage } from './accept-invitation.tsx';
import { AnalyticsPage } from './analytics.tsx';
import { CustomerPage } from './customers/$customer.tsx';
import { CustomersPage } from './customers/index.tsx';
import { DiscountsPage } from './discounts/index.tsx';
import { ForgotPasswordPage } from './auth/forgot-password.tsx';
import { SignInPage } from './auth/index.tsx';
import { EditItemPage } from './items/$itemId.tsx';
import { ItemsPage } from './items/index.tsx';
import { NewItemPage } from './items/new.tsx';
import { OrderPage } from './orders/$orderId.tsx';
import { PackingSlipPage } from './orders/PackingSlip.tsx';
import { AbandonedCheckoutsPage } from './orders/abandoned.tsx';
import { OrdersPage } from './orders/index.tsx';
import { RecordSalePage } from './orders/new.tsx';
import { OverviewPage } from './overview.tsx';
import { NewStoreLink, NewStorePage } from './new-store.tsx';
import { PeoplePage } from './people.tsx';
import { SettingsPage, SettingsPartPage } from './settings-pages.tsx';
import { StoreChoiceProvider, StoreSwitcher, useStorePath } from './store-choice.tsx';

const MENU: AreaMenuItem[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'orders', label: 'Orders' },
  { path: 'customers', label: 'Customers' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'items', label: 'Our Items' },
  { path: 'discounts', label: 'Discounts' },
  { path: 'people', label: 'People' },
  { path: 'settings', label: 'Settings' },
];

/** The menu's links keep the store the address names (docs/product-rules.md). */
const KEPT = ['store'] as const;

/** The store admin at /store/admin: the catalogue, the orders and the settings of the stores this user runs. */
export function StoreAdmin() {
  return (
    <Routes>
      {/* An invitation's mailed link: open without a session (the link is the proof). */}
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="*" element={<StoreAdminArea />} />
    </Routes>
  );
}

function StoreAdminArea() {
  return (
    <AreaRoutes area="store_admin" signIn={<SignInPage />} forgotPassword={<ForgotPasswordPage />}>
      <AreaLayout
        area="store_admin"
        label="Store admin"
        brand="Forgeworks store admin"
        menu={MENU}
        keepParams={KEPT}
      >
        <StoreChoiceProvider>
          <div className="sa-bar">
            <StoreSwitcher />
            <NewStoreLink />
          </div>
          <Routes>
            <Route index element={<ToOverview />} />
            <Route path="overview" element={<OverviewPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="items" element={<ItemsPage />} />
            <Route path="items/new" element={<NewItemPage />} />
            <Route path="items/:itemId" element={<EditItemPage />} />
            <Route path="discounts" element={<DiscountsPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/new" element={<RecordSalePage />} />
            <Route path="orders/abandoned" element={<AbandonedCheckoutsPage />} />
            <Route path="orders/:orderId" element={<OrderPage />} />
            <Route path="orders/:orderId/packing-slip" element={<PackingSlipPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:customer" element={<CustomerPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="settings/:part" element={<SettingsPartPage />} />
            <Route path="people" element={<PeoplePage />} />
            <Route path="new-store" element={<NewStorePage />} />
            <Route path="*" element={<StoreAdminNotFound />} />
          </Routes>
        </StoreChoiceProvider>
      </AreaLayout>
    </AreaRoutes>
  );
}

/** /store/admin goes to the overview, keeping the address's `?store=`. */
function ToOverview() {
  return <Navigate to={{ pathname: 'overview', search: useLocation().search }} replace />;
}

/** An unknown path in the store admin: the not-found screen, with the way to this store's overview. */
function StoreAdminNotFound() {
  const storePath = useStorePath();
  return (
    <NotFound
      action={
        <Link to={storePath('overview')} className={buttonClass()}>
          Go to the overview
        </Link>
      }
    />
  );
}
