/**
 * The routing API the apps use, re-exported from react-router. The shell shares this module (not
 * all of react-router) with every remote, so the page carries one router and only the parts of it
 * the product uses: a namespace shared whole would ship all of react-router (68 kB gzip).
 * Add an export here when an app needs one more, and weigh it: the data router
 * (createBrowserRouter, useBlocker) alone would add 19 kB gzip to every first visit. Tests take
 * `MemoryRouter` from `@agency/router/testing`, so no page carries it.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router';
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
