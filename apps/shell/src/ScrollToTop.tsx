import { useLayoutEffect } from 'react';
import { useLocation } from '@agency/router';

/** SPEC 2: the page scrolls to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
