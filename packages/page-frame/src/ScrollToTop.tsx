import { useLayoutEffect } from 'react';
import { useLocation } from '@agency/router';

/** The page scrolls to the top on every path change (a new page starts at its top). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
