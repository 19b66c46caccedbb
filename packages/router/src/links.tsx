/**
 * The browser router, links and search params, on react-router's declarative core (`Router`, its
 * hooks, its history). react-router's own versions live in its DOM module, which also holds the
 * data router, forms, fetchers and framework prefetching; taking any export of it brings about
 * 4.5 kB gzip of that into every first visit (the shell provides this package to every page).
 * These behave as react-router's do in a declarative router (no data router, no prefetching,
 * no view transitions), and keep their props, so apps use them unchanged.
 */
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  createPath,
  createSearchParams,
  type NavigateOptions,
  type RelativeRoutingType,
  Router,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_NavigationContext as NavigationContext,
  type URLSearchParamsInit,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
} from 'react-router';

/** The address bar's router: its location is the browser's history, updated as a transition. */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((next) =>
        startTransition(() => setState({ action: next.action, location: next.location })),
      ),
    [history],
  );
  return (
    <Router
      basename={basename}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  relative?: RelativeRoutingType;
  /** A full page load instead of the router's navigation. */
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The path under the router's basename, or null when the path is outside it. */
function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/**
 * As react-router reads a link's `to`: an absolute address to this origin (in the browser) is a
 * path of the app, still shown as written; any other absolute address is external, a plain link.
 */
function parseTo(to: To, basename: string): { to: To; absolute?: string; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false };
  if (typeof window === 'undefined') return { to, absolute: to, external: false };
  try {
    const here = new URL(window.location.href);
    const target = new URL(/^[\\/]{2}/.test(to) ? here.protocol + to.replace(/\\/g, '/') : to);
    const path = stripBasename(target.pathname, basename);
    if (target.origin === here.origin && path != null)
      return { to: path + target.search + target.hash, absolute: to, external: false };
  } catch {
    // Not a URL the browser can read: left to the browser as written.
  }
  return { to, absolute: to, external: true };
}

const isModified = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** A click the router takes: the main button, this tab, no modifier (else the browser's own). */
export function useLinkClickHandler(
  to: To,
  {
    target,
    replace,
    state,
    preventScrollReset,
    relative,
  }: Pick<LinkProps, 'target' | 'replace' | 'state' | 'preventScrollReset' | 'relative'> = {},
) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to, { relative });
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || (target && target !== '_self') || isModified(event)) return;
      event.preventDefault();
      // A link to the page it is on replaces the entry rather than adding the same one again.
      const same = createPath(location) === createPath(path);
      navigate(to, { replace: replace ?? same, state, preventScrollReset, relative });
    },
    [location, navigate, path, replace, state, target, to, preventScrollReset, relative],
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, relative, reloadDocument, replace, state, target, to, preventScrollReset, ...rest },
  ref,
) {
  const { basename } = useContext(NavigationContext);
  const parsed = parseTo(to, basename);
  const href = useHref(parsed.to, { relative });
  const handle = useLinkClickHandler(parsed.to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
  });
  const spa = !(parsed.external || reloadDocument);
  return (
    <a
      {...rest}
      ref={ref}
      href={parsed.absolute ?? href}
      target={target}
      onClick={
        spa
          ? (event) => {
              onClick?.(event);
              if (!event.defaultPrevented) handle(event);
            }
          : onClick
      }
    />
  );
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps
  extends Omit<LinkProps, 'className' | 'style' | 'children' | 'aria-current'> {
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
}

/** A link that knows it leads to the page shown: `aria-current="page"` and the `active` class. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    to,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const { navigator } = useContext(NavigationContext);
  let toPathname =
    'encodeLocation' in navigator && typeof navigator.encodeLocation === 'function'
      ? (navigator.encodeLocation(path) as { pathname: string }).pathname
      : path.pathname;
  let here = location.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const slashAt =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(slashAt) === '/');
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

type SetSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a setter that navigates to the same path with a new one. */
export function useSearchParams(defaultInit?: URLSearchParamsInit) {
  const defaults = useRef(createSearchParams(defaultInit));
  const hasSet = useRef(false);
  const location = useLocation();
  const params = useMemo(() => {
    const found = createSearchParams(location.search);
    // Defaults fill keys the address lacks, until the page sets the query itself.
    if (!hasSet.current)
      for (const key of new Set(defaults.current.keys()))
        if (!found.has(key))
          for (const value of defaults.current.getAll(key)) found.append(key, value);
    return found;
  }, [location.search]);
  const navigate = useNavigate();
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      hasSet.current = true;
      navigate(`?${query}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
