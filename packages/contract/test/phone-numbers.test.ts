import { describe, expect, it } from 'vitest';
import {
  leavesNoWayToPay,
  NOTHING_TO_SHIP_PAYMENT,
  paymentMethodsFor,
  payOnDeliveryRefusal,
  POD_OFF_IN_STORE,
  podOffInZone,
} from '../src/catalogue-rules.ts';
import { orderRequest, storeSettingsRequest } from '../src/index.ts';
import { displayPhone, normalisePhone, phoneMessage } from '../src/phone.ts';

describe('phone numbers as Nigerians write them', () => {
  it('stores every common way of writing one Nigerian mobile number as +234 and ten digits', () => {
    for (const typed of [
      '0803 555 0101',
      '08035550101',
      '803 555 0101',
      '+234 803 555 0101',
      '234-803-555-0101',
      '+234 (0) 803 555 0101',
      '(0803) 555-0101',
      '0803.555.0101',
      '002348035550101',
      ' +2348035550101 ',
    ])
      expect(normalisePhone(typed), typed).toBe('+2348035550101');
  });

  it('takes a fixed line and a number abroad typed with its country code', () => {
    expect(normalisePhone('01 234 5678')).toBe('+23412345678');
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalisePhone('00 44 7911 123456')).toBe('+447911123456');
  });

  it('leaves an empty number empty', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('   ')).toBe('');
  });

  it('refuses what cannot be a number: letters, too few or too many digits, a mobile number cut short', () => {
    for (const typed of [
      'call me',
      '0803 555 010',
      '0803 555 01011',
      '803 555 01',
      '12345',
      '+12 345',
      '+1234567890123456',
      '0803-555-0101 ext 2',
      '447911123456',
    ])
      expect(normalisePhone(typed), typed).toBeNull();
  });

  it('shows a stored number in groups', () => {
    expect(displayPhone('+2348035550101')).toBe('+234 803 555 0101');
    expect(displayPhone('+23412345678')).toBe('+234 1 234 5678');
    expect(displayPhone('+447911123456')).toBe('+447911123456');
  });

  it('the API stores the normalised number and refuses a wrong one with an example', () => {
    const settings = storeSettingsRequest.parse({
      contact_phone: '0803 555 0101',
      social: { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: '234-803-555-0199' },
    });
    expect(settings.contact_phone).toBe('+2348035550101');
    expect(settings.social?.whatsapp).toBe('+2348035550199');
    const bad = storeSettingsRequest.safeParse({ contact_phone: '0803 555' });
    expect(bad.error?.issues[0]?.message).toBe(phoneMessage('phone number'));
    expect(phoneMessage('WhatsApp number')).toBe('Enter a WhatsApp number like 0803 555 0101.');
  });

  it("checkout's phone is required and stored normalised", () => {
    const base = {
      lines: [
        {
          product_id: '00000000-0000-4000-8000-000000000001',
          variant_id: '00000000-0000-4000-8000-000000000002',
          qty: 1,
        },
      ],
      name: 'Ada',
      email: 'ada@shop.ng',
      fulfilment: 'pickup',
      payment: 'bank_transfer',
    };
    expect(orderRequest.parse({ ...base, phone: '0803 555 0101' }).phone).toBe('+2348035550101');
    expect(orderRequest.safeParse({ ...base, phone: '' }).success).toBe(false);
  });
});

describe('ways to pay', () => {
  const store = {
    pay_on_delivery: true,
    bank_details: 'GTBank 0123456789',
    delivery_zones: [
      { name: 'Lagos Island', fee_kobo: 150000 },
      { name: 'Abuja (courier)', fee_kobo: 500000, pay_on_delivery: false },
    ],
  };

  it('offers pay on delivery where the store and the zone take it', () => {
    expect(paymentMethodsFor(store, 'delivery', 'Lagos Island')).toEqual([
      'pay_on_delivery',
      'bank_transfer',
    ]);
    expect(paymentMethodsFor(store, 'pickup', '')).toEqual(['pay_on_delivery', 'bank_transfer']);
  });

  it('takes it away for a zone that switched it off, and for the whole store', () => {
    expect(paymentMethodsFor(store, 'delivery', 'abuja (courier)')).toEqual(['bank_transfer']);
    expect(payOnDeliveryRefusal(store, 'delivery', 'Abuja (courier)')).toBe(
      podOffInZone('Abuja (courier)'),
    );
    const off = { ...store, pay_on_delivery: false };
    expect(paymentMethodsFor(off, 'pickup', '')).toEqual(['bank_transfer']);
    expect(payOnDeliveryRefusal(off, 'delivery', 'Lagos Island')).toBe(POD_OFF_IN_STORE);
    expect(payOnDeliveryRefusal(store, 'none', '')).toBe(NOTHING_TO_SHIP_PAYMENT);
  });

  it('a store must leave shoppers a way to pay', () => {
    expect(leavesNoWayToPay(store)).toBe(false);
    expect(leavesNoWayToPay({ ...store, bank_details: '' })).toBe(true);
    expect(leavesNoWayToPay({ ...store, bank_details: '', delivery_zones: [] })).toBe(false);
    expect(
      leavesNoWayToPay({ ...store, bank_details: ' ', pay_on_delivery: false, delivery_zones: [] }),
    ).toBe(true);
  });
});
