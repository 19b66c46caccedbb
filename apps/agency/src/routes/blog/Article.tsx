/** /blog/* — one article ('Article'). */
export function BlogArticle() {
  return (
    <section className="uk-container agency__page">
      <p className="uk-eyebrow">Blog</p>
      <h1 className="uk-page-title">Article</h1>
    </section>
  );
}
