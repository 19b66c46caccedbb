import { describe, expect, it } from 'vitest';
import {
  CHAT_STEPS,
  orderChatHref,
  orderChatMessage,
  shareHref,
  stepChatMessage,
} from '../src/catalogue-rules.ts';

const money = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}`;
const order = {
  number: 1004,
  name: 'Ngozi Eze',
  fulfilment: 'delivery' as const,
  zone: 'Lekki',
  address: '3 Admiralty Way',
  payment: 'pay_on_delivery' as const,
  delivery_fee_kobo: 200_000,
  discount_kobo: 0,
  total_kobo: 3_200_000,
  lines: [
    {
      name: 'Birthday Cake',
      qty: 2,
      unit_price_kobo: 1_500_000,
      options: [{ label: 'Size', value: '8 inch' }],
    },
  ],
};
const words = { store: "Bimpe's Bakes", link: 'https://bimpes.stores.ng/orders/x?key=k', money };

describe('WhatsApp messages about an order', () => {
  it('the order sent to the store holds its number, lines with options, delivery, total and link', () => {
    expect(orderChatMessage(order, words)).toBe(
      [
        "Hello Bimpe's Bakes, I have placed order #1004:",
        '- 2 × Birthday Cake (Size: 8 inch): ₦30,000',
        'Delivery to Lekki: ₦2,000',
        'Address: 3 Admiralty Way',
        'Total: ₦32,000 (pay on delivery)',
        'Name: Ngozi Eze',
        'My order: https://bimpes.stores.ng/orders/x?key=k',
      ].join('\n'),
    );
  });

  it('opens the store’s number in WhatsApp’s international form, or nothing without one', () => {
    const href = orderChatHref('+234 803 555 0142', order, words);
    expect(href.startsWith('https://wa.me/2348035550142?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(orderChatMessage(order, words));
    expect(orderChatHref('', order, words)).toBe('');
  });

  it('each step the store sends names the shopper, the order and its link', () => {
    for (const step of CHAT_STEPS) {
      const text = stepChatMessage(step, order, words);
      expect(text.startsWith("Hello Ngozi, this is Bimpe's Bakes: ")).toBe(true);
      expect(text).toContain('#1004');
      expect(text.endsWith(`Your order: ${words.link}`)).toBe(true);
    }
    expect(stepChatMessage('paid', order, words)).toContain('your payment of ₦32,000');
    expect(stepChatMessage('out_for_delivery', order, words)).toContain('is on its way to you');
    expect(
      stepChatMessage('out_for_delivery', { ...order, fulfilment: 'pickup' }, words),
    ).toContain('is ready for you to collect');
  });

  it('a delivery on its way names its carrier and tracking link when the store gave them', () => {
    const shipped = {
      ...order,
      carrier: 'GIG Logistics',
      tracking_url: 'https://giglogistics.com/track/GIG123',
    };
    const text = stepChatMessage('out_for_delivery', shipped, words);
    expect(text).toContain(
      'your order #1004 is on its way to you with GIG Logistics. Follow it here: https://giglogistics.com/track/GIG123',
    );
    expect(text.endsWith(`Your order: ${words.link}`)).toBe(true);
    // Without them it says only that the order is on its way.
    expect(
      stepChatMessage('out_for_delivery', { ...order, carrier: '', tracking_url: '' }, words),
    ).toContain('your order #1004 is on its way to you.\n');
    // A pickup has no carrier to name.
    expect(
      stepChatMessage('out_for_delivery', { ...shipped, fulfilment: 'pickup' }, words),
    ).not.toContain('GIG');
  });

  it('a share without a number goes to whoever the shopper picks in WhatsApp', () => {
    expect(shareHref('Birthday Cake, ₦15,000:', 'https://b.ng/store/cake')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Birthday Cake, ₦15,000: https://b.ng/store/cake')}`,
    );
  });
});
