import type { OwnedBusiness } from '@agency/contract';
import { Route, Routes, useLocation } from '@agency/router';
import { MemoryRouter } from '@agency/router/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from '../src/routes/analytics.tsx';
import { BusinessPage } from '../src/routes/businesses/$businessId.tsx';
import { BusinessesPage } from '../src/routes/businesses/index.tsx';
import { NewBusinessPage } from '../src/routes/businesses/new.tsx';
import { OverviewPage, shortList, totals } from '../src/routes/overview.tsx';

const owner = vi.hoisted(() => ({
  businesses: vi.fn(),
  business: vi.fn(),
  create: vi.fn(),
  templates: vi.fn(async () => ({ documents: [] })),
  analytics: vi.fn(),
}));
/** A store's launch checklist: two of six done (ticked by the server from its data). */
const prospects = vi.hoisted(() => ({
  checklist: vi.fn(async (slug: string) => ({
    store: { slug, name: slug, is_demo: false, launched_at: null },
    items: [
      {
        key: 'identity',
        label: 'Add a logo',
        done: true,
        link: `/store/admin/settings?store=${slug}`,
      },
      {
        key: 'domain',
        label: 'Connect the domain',
        done: false,
        link: `/store/admin/settings?store=${slug}`,
      },
    ],
    done: 1,
    total: 2,
  })),
}));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { owner, prospects },
}));

const refused = (status: number, message: string) =>
  Object.assign(new Error(message), { name: 'ApiError', status, sessionExpired: false });

function business(name: string, store: Partial<NonNullable<OwnedBusiness['store']>> | null = {}) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `id-${slug}`,
    name,
    created_at: '2026-03-04T10:00:00.000Z',
    store: store && {
      id: `store-${slug}`,
      slug,
      name,
      is_demo: false,
      origin: `https://${slug}.stores.test`,
      products: 0,
      orders: 0,
      open_orders: 0,
      revenue_kobo: 0,
      awaiting_kobo: 0,
      ...store,
    },
  } satisfies OwnedBusiness;
}

// Its own domain is verified: the API's origin is that domain.
const snailhouse = business('Snailhouse', {
  origin: 'https://snailhouse.ng',
  products: 25,
  orders: 7,
  open_orders: 2,
  revenue_kobo: 4_550_000,
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      <Routes>
        <Route path="/business/overview" element={<OverviewPage />} />
        <Route path="/business/analytics" element={<AnalyticsPage />} />
        <Route path="/business/businesses" element={<BusinessesPage />} />
        <Route path="/business/businesses/new" element={<NewBusinessPage />} />
        <Route path="/business/businesses/:businessId" element={<BusinessPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  owner.businesses.mockReset();
  owner.business.mockReset();
  owner.create.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.remove());
  cleanup();
});

describe('My Businesses', () => {
  it("shows each business with its store's numbers and the links to its shop and store admin", async () => {
    owner.businesses.mockResolvedValue({ documents: [snailhouse, business('Lekki Snails', null)] });
    renderAt('/business/businesses');
    const list = await screen.findByRole('list', { name: 'Businesses' });
    const [first, second] = within(list).getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByRole('link', { name: 'Snailhouse' }).getAttribute('href')).toBe(
      '/business/businesses/id-snailhouse',
    );
    expect(first!.textContent).toMatch(/Items\s*25/);
    expect(first!.textContent).toMatch(/Orders\s*7/);
    expect(first!.textContent).toMatch(/Open orders\s*2/);
    expect(first!.textContent).toContain('45,500');
    // Visit store opens the store's own address, like the store admin's Copy store link.
    expect(card.getByRole('link', { name: /Visit store/ }).getAttribute('href')).toBe(
      'https://snailhouse.ng/',
    );
    expect(card.getByRole('link', { name: /Store admin/ }).getAttribute('href')).toBe(
      '/store/admin/overview?store=snailhouse',
    );
    expect(second!.textContent).toContain('No store yet');
    expect(screen.getByRole('link', { name: 'Add a new Business' }).getAttribute('href')).toBe(
      '/business/businesses/new',
    );
  });

  it('with none: says so and offers to add the first', async () => {
    owner.businesses.mockResolvedValue({ documents: [] });
    renderAt('/business/businesses');
    expect(await screen.findByText('No businesses yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first business' })).toBeTruthy();
  });

  it('a failed load says so in place and tries again', async () => {
    owner.businesses.mockRejectedValueOnce(refused(503, 'The service is busy'));
    owner.businesses.mockResolvedValueOnce({ documents: [snailhouse] });
    renderAt('/business/businesses');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Snailhouse' })).toBeTruthy();
  });
});

describe('Add a new Business', () => {
  const nameField = () => screen.getByLabelText('Business name') as HTMLInputElement;
  /** The message under the field: its description while it is invalid. */
  const fieldError = async () => {
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    return document.getElementById(nameField().getAttribute('aria-describedby')!)!.textContent;
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /Add business/ }));

  it('checks the name at the field before sending anything', async () => {
    renderAt('/business/businesses/new');
    submit();
    expect(await fieldError()).toBe('Enter the business name, at least 2 characters.');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameField());
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(121) } });
    submit();
    expect(await fieldError()).toBe('Business name must be at most 120 characters');
    expect(owner.create).not.toHaveBeenCalled();
  });

  it("shows the similar-name rule's message word for word at the field", async () => {
    const message =
      'A similar business named "Snailhouse" already exists, reach out to the Forgeworks team if you feel this is a bad catch';
    owner.create.mockRejectedValue(refused(409, message));
    renderAt('/business/businesses/new');
    fireEvent.change(nameField(), { target: { value: ' Snailhous ' } });
    submit();
    expect(await fieldError()).toBe(message);
    // No template chosen: the store starts empty.
    expect(owner.create).toHaveBeenCalledWith('Snailhous', undefined);
    expect(nameField().getAttribute('aria-describedby')).toBe('bo-name-error');
    expect(screen.getByTestId('path').textContent).toBe('/business/businesses/new');
    // Typing again clears it.
    fireEvent.change(nameField(), { target: { value: 'Snail Palace' } });
    expect(nameField().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends once while busy, then says "<name> added successfully" and opens the new business', async () => {
    let answer!: (value: OwnedBusiness) => void;
    owner.create.mockReturnValue(new Promise<OwnedBusiness>((resolve) => (answer = resolve)));
    renderAt('/business/businesses/new');
    fireEvent.change(nameField(), { target: { value: 'Lekki Garden Snails' } });
    const button = screen.getByRole('button', { name: /Add business/ });
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    expect(owner.create).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    owner.business.mockResolvedValue(business('Lekki Garden Snails'));
    await act(async () => answer(business('Lekki Garden Snails')));
    expect(await screen.findByText('Lekki Garden Snails added successfully')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe(
      '/business/businesses/id-lekki-garden-snails',
    );
  });

  it('any other failure goes to a toast, and the form can be sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    owner.create.mockRejectedValue(refused(503, 'The service is busy, try again shortly'));
    renderAt('/business/businesses/new');
    fireEvent.change(nameField(), { target: { value: 'Lekki Garden Snails' } });
    submit();
    expect(await screen.findByText('The service is busy, try again shortly')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBeNull();
    expect(
      (screen.getByRole('button', { name: /Add business/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe("a business's page", () => {
  it("shows its store's numbers and links", async () => {
    owner.business.mockResolvedValue(snailhouse);
    renderAt('/business/businesses/id-snailhouse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Snailhouse' })).toBeTruthy();
    expect(owner.business).toHaveBeenCalledWith('id-snailhouse');
    expect(screen.getByRole('link', { name: /Visit store/ }).getAttribute('href')).toBe(
      'https://snailhouse.ng/',
    );
    expect(screen.getByRole('link', { name: /Store admin/ }).getAttribute('href')).toBe(
      '/store/admin/overview?store=snailhouse',
    );
    expect(document.body.textContent).toMatch(/Open orders\s*2/);
  });

  it('an unknown id is not found', async () => {
    owner.business.mockRejectedValue(refused(404, 'Business not found'));
    renderAt('/business/businesses/nope');
    expect(await screen.findByText('Business not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Businesses' })).toBeTruthy();
  });
});

describe('Overview', () => {
  const many = [
    business('Alpha', { orders: 1, revenue_kobo: 100_00, awaiting_kobo: 24_900_00 }),
    snailhouse,
    business('Gamma', null),
  ];

  it('adds up every store', () => {
    expect(totals(many)).toEqual({
      businesses: 3,
      orders: 8,
      openOrders: 2,
      revenueKobo: 4_560_000,
      awaitingKobo: 24_900_00,
    });
    expect(totals([])).toEqual({
      businesses: 0,
      orders: 0,
      openOrders: 0,
      revenueKobo: 0,
      awaitingKobo: 0,
    });
  });

  it('lists those with open orders first, then the newest, at most five', () => {
    const dated = (name: string, day: number) => ({
      ...business(name),
      created_at: `2026-03-0${day}T10:00:00.000Z`,
    });
    const list = [dated('A', 1), dated('B', 3), { ...snailhouse }, dated('C', 2), dated('D', 5)];
    list.push(dated('E', 4));
    expect(shortList(list).map((b) => b.name)).toEqual(['Snailhouse', 'D', 'E', 'B', 'C']);
  });

  it('shows the totals and a short list', async () => {
    owner.businesses.mockResolvedValue({ documents: many });
    renderAt('/business/overview');
    const stats = await screen.findByLabelText('Totals across your businesses');
    expect(stats.textContent).toMatch(/Businesses\s*3/);
    expect(stats.textContent).toMatch(/Orders\s*8/);
    expect(stats.textContent).toContain('45,600');
    const short = screen.getByRole('region', { name: 'Your businesses' });
    expect(within(short).getAllByRole('listitem')[0]!.textContent).toContain('Snailhouse');
    expect(short.textContent).toContain('No store yet');
    // The launch checklists of the stores with something left to do, each item linked to its screen.
    const checklists = await screen.findAllByRole('region', { name: /launch checklist/ });
    expect(checklists.length).toBeGreaterThan(0);
    expect(
      within(checklists[0]!).getByRole('link', { name: 'Do it now' }).getAttribute('href'),
    ).toMatch(/^\/store\/admin\/settings\?store=/);
  });
});

describe('Analytics', () => {
  const none = {
    orders: 0,
    cancelled: 0,
    paid_orders: 0,
    revenue_kobo: 0,
    awaiting_kobo: 0,
    average_order_kobo: 0,
  };
  it("with no sales yet, offers a visit to the store at the store's own address", async () => {
    owner.analytics.mockResolvedValue({
      range: { period: '30d', from: '2026-10-30', to: '2026-11-28', time_zone: 'Africa/Lagos' },
      totals: none,
      previous: none,
      days: [],
      stores: [
        {
          slug: 'bimpes-bakes',
          name: "Bimpe's Bakes",
          is_demo: false,
          origin: 'https://bimpesbakes.ng',
          business_id: 'id-bimpes-bakes',
          business_name: "Bimpe's Bakes",
          ...none,
        },
      ],
    });
    renderAt('/business/analytics');
    const visit = await screen.findByRole('link', { name: "Visit Bimpe's Bakes" });
    expect(visit.getAttribute('href')).toBe('https://bimpesbakes.ng/');
  });
});
