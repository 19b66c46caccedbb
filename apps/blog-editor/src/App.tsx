import './blog-editor.css';
import { Route, Routes } from '@agency/router';
import { ArticleEditor } from './routes/$post.tsx';
import { BlogIndex } from './routes/index.tsx';

/** The staff blog authoring tool (exposed as ./App, mounted at /admin/blog/* inside the admin's gate). */
export default function BlogEditorApp() {
  return (
    <Routes>
      <Route index element={<BlogIndex />} />
      <Route path="*" element={<ArticleEditor />} />
    </Routes>
  );
}
