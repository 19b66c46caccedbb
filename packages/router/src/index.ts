/**
 * The routing API the apps use, re-exported from react-router. The shell shares this module (not
 * all of react-router) with every remote, so the page carries one router and only the parts of it
 * the product uses: a namespace shared whole would ship all of react-router (68 kB gzip).
 * Add an export here when an app needs one more.
 */
export {
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router';
