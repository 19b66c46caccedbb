import type { ManagedStore } from '@agency/contract';
import { Route, Routes, useLocation, useNavigate } from '@agency/router';
import { MemoryRouter } from '@agency/router/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  StoreChoiceProvider,
  StoreSwitcher,
  useManagedStore,
} from '../src/routes/admin/store-choice.tsx';

const storeOf = (slug: string, name: string) => ({ slug, name }) as ManagedStore;
/** The stores the API says this user runs. */
const storeAdmin = vi.hoisted(() => ({ stores: vi.fn() }));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { storeAdmin },
}));

/** What a screen shows: the store it works on, and the address. */
function Screen() {
  const { store } = useManagedStore();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="store">{store.name}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Where pathname={pathname} search={search} />
    </>
  );
}

function Where({ pathname, search }: { pathname: string; search: string }) {
  return <output data-testid="address">{pathname + search}</output>;
}

/** The address outside the provider too, so a refusal can be read beside it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="outer">{pathname + search}</output>;
}

function openAt(...entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Address />
      <Routes>
        <Route
          path="/store/admin/*"
          element={
            <StoreChoiceProvider>
              <StoreSwitcher />
              <Screen />
            </StoreChoiceProvider>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

const shown = () => screen.findByTestId('store').then((el) => el.textContent);
const address = () => screen.getByTestId('outer').textContent;

beforeEach(() => {
  storeAdmin.stores.mockResolvedValue({
    documents: [storeOf('mama-titi', 'Mama Titi Fabrics'), storeOf('kola-kitchen', 'Kola Kitchen')],
  });
  // The tab chose Mama Titi last.
  sessionStorage.setItem('store_admin_store', 'mama-titi');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the store admin shows the store its address names', () => {
  it('a link naming a store opens that store, not the one the tab chose last, and the tab remembers it', async () => {
    openAt('/store/admin/items?store=kola-kitchen');
    expect(await shown()).toBe('Kola Kitchen');
    expect(address()).toBe('/store/admin/items?store=kola-kitchen');
    await waitFor(() => expect(sessionStorage.getItem('store_admin_store')).toBe('kola-kitchen'));
  });

  it('an address without one opens the store chosen last and is rewritten in place to name it', async () => {
    openAt('/start', '/store/admin/orders?status=new');
    expect(await shown()).toBe('Mama Titi Fabrics');
    await waitFor(() => expect(address()).toBe('/store/admin/orders?status=new&store=mama-titi'));
    // The first store is the default anyway: nothing beside the session is kept for it.
    expect(sessionStorage.getItem('store_admin_store')).toBeNull();
    // Replaced, not a new entry: Back leaves the store admin.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/start'));
  });

  it('the switcher changes the address (a new entry); on one item it goes to the other store’s list', async () => {
    openAt('/store/admin/orders?store=mama-titi&status=new&page=3');
    expect(await shown()).toBe('Mama Titi Fabrics');
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: 'kola-kitchen' } });
    await waitFor(() =>
      expect(address()).toBe('/store/admin/orders?store=kola-kitchen&status=new'),
    );
    expect(await shown()).toBe('Kola Kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(address()).toBe('/store/admin/orders?store=mama-titi&status=new&page=3'),
    );
    cleanup();

    openAt('/store/admin/items/42?store=mama-titi');
    expect(await shown()).toBe('Mama Titi Fabrics');
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: 'kola-kitchen' } });
    await waitFor(() => expect(address()).toBe('/store/admin/items?store=kola-kitchen'));
  });

  it('a store the user does not run is refused with links to the stores they run, and no store’s screens', async () => {
    openAt('/store/admin/items/42?store=snailhouse&q=x');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You do not run the store “snailhouse”',
    );
    expect(screen.queryByTestId('store')).toBeNull();
    expect(screen.queryByLabelText('Store')).toBeNull();
    const links = screen.getByRole('list', { name: 'Your stores' }).querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mama Titi Fabrics', '/store/admin/items?store=mama-titi'],
      ['Kola Kitchen', '/store/admin/items?store=kola-kitchen'],
    ]);
    // The address stays as sent, and the tab's last choice is not changed by it.
    expect(address()).toBe('/store/admin/items/42?store=snailhouse&q=x');
    expect(sessionStorage.getItem('store_admin_store')).toBe('mama-titi');
  });
});
