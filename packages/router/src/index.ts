/**
 * The routing API the apps use, re-exported from react-router. The shell shares this module (not
 * all of react-router) with every remote, so the page carries one router and only the parts of it
 * the product uses: a namespace shared whole would ship all of react-router (68 kB gzip).
 * Add an export here when an app needs one more, and weigh it: the data router
 * (createBrowserRouter, useBlocker) alone would add 19 kB gzip to every first visit; any export of
 * react-router's DOM module (its BrowserRouter, Link, useSearchParams) 4.5 kB, so links.tsx has
 * ours, on its declarative core. Tests take
 * `MemoryRouter` from `@agency/router/testing`, so no page carries it.
 */
export {
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type NavigateFunction,
} from 'react-router';
// react-router's own are in its DOM module, with the data router and prefetching (links.tsx).
export {
  BrowserRouter,
  Link,
  type LinkProps,
  NavLink,
  type NavLinkProps,
  useSearchParams,
} from './links.tsx';
export {
  absoluteJsonLd,
  failure,
  type Loaded,
  type PageMeta,
  PageProvider,
  type PageState,
  type ReadOptions,
  usePageMeta,
  useRouteData,
  scriptJson,
} from './page.tsx';
export { refreshReads, setRouteData } from './reads.ts';
