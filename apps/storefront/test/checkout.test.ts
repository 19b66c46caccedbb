import { DEFAULT_LOOK, DEFAULT_ORDER_LIMITS, type StoreInfo } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { checkoutErrors, deliveryFee, EMPTY_FORM, orderRequest } from '../src/lib/checkout.ts';

const store: StoreInfo = {
  ...DEFAULT_LOOK,
  subdomain_host: 'snailhouse.stores.test',
  custom_domain: '',
  origin: 'https://snailhouse.stores.test',
  is_demo: false,
  id: 's',
  slug: 'snailhouse',
  name: 'Snailhouse',
  contact_email: '',
  contact_phone: '',
  delivery_zones: [{ name: 'Lagos Mainland', fee_kobo: 150_000 }],
  pickup_address: 'Farm shop',
  bank_details: '',
  pay_on_delivery: true,
  pays_online: false,
  opening_days: [0, 1, 2, 3, 4, 5, 6],
  delivery_windows: [],
  ...DEFAULT_ORDER_LIMITS,
  low_stock_threshold: 3,
};
const filled = {
  ...EMPTY_FORM,
  name: 'Ada Obi',
  phone: '0801 234 5678',
  email: 'ada@example.ng',
  zone: 'Lagos Mainland',
  address: '3 Allen Avenue, Ikeja',
};

describe('checkout form', () => {
  it('names each missing field, in the order of the form', () => {
    expect(Object.keys(checkoutErrors(EMPTY_FORM))).toEqual(['name', 'phone', 'zone', 'address']);
    expect(checkoutErrors(filled)).toEqual({});
  });

  it('takes an order with a phone number and no e-mail; an e-mail given must be one', () => {
    expect(checkoutErrors({ ...filled, email: '' })).toEqual({});
    expect(checkoutErrors({ ...filled, email: '  ' })).toEqual({});
    expect(checkoutErrors({ ...filled, email: 'ada@' }).email).toBe(
      'Enter your email address, like ada@shop.ng, or leave it empty.',
    );
    expect(orderRequest({ ...filled, email: '' }, []).email).toBe('');
  });

  it('says where the order came from only when it goes to WhatsApp', () => {
    expect(orderRequest(filled, [])).not.toHaveProperty('source');
    expect(orderRequest(filled, [], '', 'whatsapp').source).toBe('whatsapp');
  });

  it('needs no zone or address for pickup, and charges no fee', () => {
    const pickup = { ...filled, fulfilment: 'pickup' as const, zone: '', address: '' };
    expect(checkoutErrors(pickup)).toEqual({});
    expect(deliveryFee(store, pickup)).toBe(0);
    expect(deliveryFee(store, filled)).toBe(150_000);
  });

  it('sends ids, quantities and choices, never prices', () => {
    const body = orderRequest(filled, [
      {
        key: 'k',
        store: 'snailhouse',
        productId: 'p',
        productSlug: 'p01',
        name: 'Snails',
        image: '',
        variantId: 'v',
        selection: { size: 'Large', engraving: undefined },
        options: [],
        unitPriceKobo: 1,
        qty: 2,
        maxQty: 5,
      },
    ]);
    expect(body.lines).toEqual([
      { product_id: 'p', variant_id: 'v', qty: 2, selection: { size: 'Large' } },
    ]);
    expect(JSON.stringify(body)).not.toContain('price');
  });

  it('takes the phone as Nigerians write it and sends it as +234…', () => {
    for (const phone of ['0803 555 0101', '+234 803 555 0101', '234-803-555-0101'])
      expect(orderRequest({ ...filled, phone }, []).phone).toBe('+2348035550101');
    expect(checkoutErrors({ ...filled, phone: '0803 555' }).phone).toBe(
      'Enter a phone number like 0803 555 0101.',
    );
  });
});
