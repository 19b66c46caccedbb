import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as reactRouter from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from '../src/index.ts';
import { StaticRouter } from '../src/server.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

/** Clicks a link as the browser would, and says whether the router took the click. */
function click(name: string, init: MouseEventInit = {}) {
  const link = screen.getByRole('link', { name });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    link.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

function Pages() {
  return (
    <BrowserRouter>
      <nav>
        <NavLink to="/shop" className="nav">
          Shop
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
        <Link to="/shop/bag?size=2">Bag</Link>
        <Link to={`${window.location.origin}/about`}>About</Link>
        <Link to="https://example.org/elsewhere">Elsewhere</Link>
      </nav>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </BrowserRouter>
  );
}

describe("the router's own links (react-router's DOM module stays out of every page)", () => {
  it('are our components, not the DOM module of react-router', () => {
    // Any export of that module brings its data router and prefetching along (4.5 kB gzip).
    expect(Link).not.toBe(reactRouter.Link);
    expect(NavLink).not.toBe(reactRouter.NavLink);
    expect(BrowserRouter).not.toBe(reactRouter.BrowserRouter);
    expect(useSearchParams).not.toBe(reactRouter.useSearchParams);
  });

  it('a link navigates in the page; a click with a modifier or to another site is the browser’s', () => {
    render(<Pages />);
    expect(screen.getByRole('link', { name: 'Bag' }).getAttribute('href')).toBe('/shop/bag?size=2');
    expect(click('Bag')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/shop/bag?size=2');
    expect(window.location.pathname).toBe('/shop/bag');

    expect(click('Home', { ctrlKey: true })).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/shop/bag?size=2');

    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere.getAttribute('href')).toBe('https://example.org/elsewhere');
    expect(click('Elsewhere')).toBe(false);
  });

  it('an absolute address to this site is a path of the app, its href as written', () => {
    render(<Pages />);
    const about = screen.getByRole('link', { name: 'About' });
    expect(about.getAttribute('href')).toBe(`${window.location.origin}/about`);
    expect(click('About')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/about');
  });

  it('a nav link marks the page shown: aria-current and the active class, `end` for an exact match', () => {
    render(<Pages />);
    const shop = () => screen.getByRole('link', { name: 'Shop' });
    const home = () => screen.getByRole('link', { name: 'Home' });
    expect(home().getAttribute('aria-current')).toBe('page');
    expect(shop().getAttribute('aria-current')).toBeNull();
    expect(shop().className).toBe('nav');
    click('Bag');
    expect(shop().getAttribute('aria-current')).toBe('page');
    expect(shop().className).toBe('nav active');
    expect(home().getAttribute('aria-current')).toBeNull();
  });

  it('search params read the address and set a new one (objects with lists, replace)', () => {
    let set: ReturnType<typeof useSearchParams>[1] | undefined;
    function Filters() {
      const [params, setParams] = useSearchParams({ sort: 'new' });
      set = setParams;
      return <p>{`${params.getAll('tag').join('+')} ${params.get('sort')}`}</p>;
    }
    window.history.replaceState(null, '', '/shop?tag=red');
    render(
      <BrowserRouter>
        <Filters />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('red new')).toBeTruthy();
    const before = window.history.length;
    act(() => set!({ tag: ['red', 'blue'] }, { replace: true }));
    expect(screen.getByRole('status').textContent).toBe('/shop?tag=red&tag=blue');
    expect(window.history.length).toBe(before);
    // Once the page sets the query, the defaults no longer fill it.
    expect(screen.getByText('red+blue null')).toBeTruthy();
    act(() => set!((previous) => ({ tag: previous.getAll('tag').slice(1) })));
    expect(screen.getByRole('status').textContent).toBe('/shop?tag=blue');
  });

  it('on the server: links carry their href, the same HTML the browser hydrates', () => {
    const html = renderToString(
      <StaticRouter location="/shop">
        <NavLink to="/shop">Shop</NavLink>
        <Link to="/shop/bag">Bag</Link>
      </StaticRouter>,
    );
    expect(html).toBe(
      '<a aria-current="page" class="active" href="/shop">Shop</a><a href="/shop/bag">Bag</a>',
    );
  });
});
