/** /blog — the blog's front page ('Main'); real articles arrive with the blog issue. */
export function BlogIndex() {
  return (
    <section className="uk-container agency__page">
      <p className="uk-eyebrow">Blog</p>
      <h1 className="uk-page-title">Main</h1>
      <p className="uk-muted">Notes from the forge on selling online. New articles are on their way.</p>
    </section>
  );
}
