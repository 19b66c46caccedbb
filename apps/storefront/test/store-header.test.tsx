import { DEFAULT_LOOK, DEFAULT_ORDER_LIMITS, type StoreInfo } from '@agency/contract';
import { MemoryRouter } from '@agency/router/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreHeader } from '../src/components/StoreHeader.tsx';
import { lookStyle } from '../src/lib/look.ts';
import { CurrentStoreContext } from '../src/lib/store-context.tsx';
import { StoreInfoContext } from '../src/lib/store-info.ts';

const store: StoreInfo = {
  ...DEFAULT_LOOK,
  subdomain_host: 'mama-titi.stores.test',
  custom_domain: '',
  origin: 'https://mama-titi.stores.test',
  is_demo: false,
  id: 's2',
  slug: 'mama-titi',
  name: 'Mama Titi Fabrics',
  primary_colour: '#7a1f5c',
  contact_email: '',
  contact_phone: '',
  delivery_zones: [],
  pickup_address: '',
  bank_details: '',
  pay_on_delivery: true,
  pays_online: false,
  opening_days: [0, 1, 2, 3, 4, 5, 6],
  delivery_windows: [],
  ...DEFAULT_ORDER_LIMITS,
  low_stock_threshold: 3,
};

function header(info: StoreInfo) {
  return render(
    <MemoryRouter>
      <CurrentStoreContext.Provider value={info.slug}>
        <StoreInfoContext.Provider value={{ status: 'ready', data: info }}>
          <div className="sf" style={lookStyle(info)}>
            <StoreHeader />
          </div>
        </StoreInfoContext.Provider>
      </CurrentStoreContext.Provider>
    </MemoryRouter>,
  );
}

describe('the store header', () => {
  afterEach(cleanup);

  it('draws the store initials without a logo, and names the store', () => {
    const { container } = header(store);
    expect(screen.getByTestId('store-initials').textContent).toBe('MT');
    expect(screen.getByRole('link', { name: /Mama Titi Fabrics/ }).getAttribute('href')).toBe(
      '/demo/mama-titi',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toMatch(/snail/i);
    // The brand colour reaches the stylesheet as a custom property on the root.
    expect(
      (container.querySelector('.sf') as HTMLElement).style.getPropertyValue('--sf-primary'),
    ).toBe('#7a1f5c');
  });

  it('shows the logo instead when the store has one', () => {
    const { container } = header({ ...store, logo_url: '/api/v1/media/logo.png' });
    expect(screen.queryByTestId('store-initials')).toBeNull();
    const logo = container.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/api/v1/media/logo.png');
    expect(logo.getAttribute('width')).toBe('32');
  });
});
