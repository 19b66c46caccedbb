import { NotFound } from '@agency/ui-kit';
import { Navigate, Route, Routes } from '@agency/router';

/** The business-owner area (exposed as ./App, mounted at /business/*). */
export default function BusinessApp() {
  return (
    <div className="uk-container">
      <Routes>
        <Route index element={<Navigate to="overview" replace />} />
        <Route path="overview" element={<h1 className="uk-page-title">Overview</h1>} />
        <Route path="analytics" element={<h1 className="uk-page-title">Analytics</h1>} />
        <Route path="settings" element={<h1 className="uk-page-title">Settings</h1>} />
        <Route path="businesses" element={<h1 className="uk-page-title">My Businesses</h1>} />
        <Route path="businesses/new" element={<h1 className="uk-page-title">New</h1>} />
        <Route path="businesses/*" element={<h1 className="uk-page-title">Business</h1>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
