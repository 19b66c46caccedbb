import {
  DEFAULT_LOOK,
  DEFAULT_ORDER_LIMITS,
  nearestReadableShade,
  type StoreInfo,
} from '@agency/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourField } from '../src/routes/admin/look/ColourField.tsx';
import { lookDraft, lookErrors, lookRequest } from '../src/routes/admin/look/look-form.ts';

const store: StoreInfo = {
  ...DEFAULT_LOOK,
  subdomain_host: 'mama-titi.stores.test',
  custom_domain: '',
  origin: 'https://mama-titi.stores.test',
  is_demo: false,
  id: 's2',
  slug: 'mama-titi',
  name: 'Mama Titi Fabrics',
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

function Primary() {
  const [value, setValue] = useState('#1f5f8b');
  return (
    <>
      <ColourField field="primary_colour" value={value} onChange={setValue} hint="Buttons" />
      <span data-testid="value">{value}</span>
    </>
  );
}

describe('the Look form', () => {
  afterEach(cleanup);

  it('refuses a colour white text cannot be read on, and offers the nearest shade', () => {
    render(<Primary />);
    const text = screen.getByLabelText('Primary colour');
    fireEvent.change(text, { target: { value: '#ffcc00' } });
    const shade = nearestReadableShade('#ffcc00');
    expect(screen.getByRole('status').textContent).toContain('Primary colour is too light');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: `Use ${shade}` }));
    expect(screen.getByTestId('value').textContent).toBe(shade);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Primary colour').getAttribute('aria-invalid')).toBeNull();
  });

  it('does not send a failing colour, and sends a corrected one', () => {
    const draft = { ...lookDraft(store), primary_colour: '#ffcc00', accent_colour: 'pink' };
    const errors = lookErrors(draft);
    expect(errors.primary_colour).toMatch(/too light for white text/);
    expect(errors.accent_colour).toBe('Accent colour must be a colour like #1f5f8b');
    const fixed = {
      ...draft,
      primary_colour: nearestReadableShade('#ffcc00'),
      accent_colour: '#8a3b12',
    };
    expect(lookErrors(fixed)).toEqual({});
    expect(lookRequest(fixed).primary_colour).toBe(nearestReadableShade('#ffcc00'));
  });

  it('refuses two categories of the same name', () => {
    const draft = {
      ...lookDraft(store),
      categories: [
        { name: 'Fabrics', tags: ['ankara'] },
        { name: 'fabrics', tags: ['lace'] },
      ],
    };
    expect(lookErrors(draft).categories).toBe('Two categories have the same name');
  });

  it('takes a WhatsApp number as Nigerians write it, sends it as +234…, and refuses one cut short at its field', () => {
    const draft = lookDraft({ ...store, social: { ...store.social, whatsapp: '+2348035550101' } });
    // Shown the way people read it.
    expect(draft.social.whatsapp).toBe('+234 803 555 0101');
    const typed = { ...draft, social: { ...draft.social, whatsapp: '0803 555 0199' } };
    expect(lookErrors(typed)).toEqual({});
    expect(lookRequest(typed).social?.whatsapp).toBe('+2348035550199');
    const short = { ...draft, social: { ...draft.social, whatsapp: '0803 555' } };
    expect(lookErrors(short).whatsapp).toBe('Enter a WhatsApp number like 0803 555 0101.');
  });
});
