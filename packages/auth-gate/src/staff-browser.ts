/**
 * A mark this browser keeps (localStorage: every tab, and after signing out) once the agency's
 * staff have signed in on it. Its own entry point, with no imports, so a public page can read it
 * without loading the sign-in screens.
 */
export const STAFF_BROWSER = 'fw:staff-browser';

/** Remembered in this browser (not this tab) from the first sign-in to the marketer admin on it. */
export function markStaffBrowser() {
  try {
    localStorage.setItem(STAFF_BROWSER, '1');
  } catch {
    // Storage refused (private mode, full): the browser is simply not marked.
  }
}

/**
 * Whether the agency's staff have signed in on this browser, in any tab, ever (signing out keeps
 * it): their previews of a prospect's demo store are not the prospect opening it
 * (docs/product-rules.md, "From prospect to store").
 */
export function isStaffBrowser(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(STAFF_BROWSER) === '1';
  } catch {
    return false;
  }
}
