import { Route, Routes } from '@agency/router';

/** The staff blog authoring tool (exposed as ./App, mounted at /admin/blog/*). */
export default function BlogEditorApp() {
  return (
    <Routes>
      <Route index element={<h1 className="uk-page-title">Blog</h1>} />
      <Route path="*" element={<h1 className="uk-page-title">Posting a new article</h1>} />
    </Routes>
  );
}
