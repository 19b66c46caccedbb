/**
 * The first stop of the keyboard on every page: jumps past the navigation to the page's
 * `<main id="main" tabIndex={-1}>`. Hidden until focused.
 */
export function SkipLink() {
  return (
    <a className="uk-skip" href="#main">
      Skip to content
    </a>
  );
}
