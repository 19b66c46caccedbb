import './blog-editor.css';
import { AreaNotFound } from '@agency/auth-gate';
import { Route, Routes } from '@agency/router';
import { ArticleEditor } from './routes/$post.tsx';
import { ArticlePreview } from './routes/$post/preview.tsx';
import { BlogIndex } from './routes/index.tsx';

/** The staff blog authoring tool (exposed as ./App, mounted at /admin/blog/* inside the admin's gate). */
export default function BlogEditorApp() {
  return (
    <Routes>
      <Route index element={<BlogIndex />} />
      <Route path=":post" element={<ArticleEditor />} />
      <Route path=":post/preview" element={<ArticlePreview />} />
      <Route path="*" element={<AreaNotFound area="admin" />} />
    </Routes>
  );
}
