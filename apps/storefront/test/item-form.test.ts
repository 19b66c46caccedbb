import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  EMPTY_ITEM,
  everyCombination,
  fromProduct,
  optionKey,
  toRequest,
  toUpdateRequest,
} from '../src/routes/admin/items/item-form.ts';
import { SAMPLE } from './sample-product.ts';

describe('the store admin item form', () => {
  it('names options so the cart reads them back', () => {
    expect(optionKey('Gift wrap')).toBe('giftWrap');
    expect(optionKey('size')).toBe('size');
    expect(optionKey('2 scoops')).toBe('option2Scoops');
  });

  it('sends naira as kobo, stock as numbers, tags once each, the status, and keeps variant ids', () => {
    const request = toRequest(fromProduct(SAMPLE));
    expect(request.variants[0]).toEqual({
      id: 'v0',
      mods: { size: 'Small', color: 'blue' },
      price_kobo: 10_000,
      qty: 12,
    });
    const fresh = toRequest({
      ...EMPTY_ITEM,
      name: 'Snail oil',
      tags: [' New', 'Bestseller ', 'new'],
      status: 'draft',
      variants: [{ mods: {}, price: '1250.5', qty: '7' }],
    });
    expect(fresh.tags).toEqual(['new', 'bestseller']);
    expect(fresh.status).toBe('draft');
    expect(fresh.variants).toEqual([{ mods: {}, price_kobo: 125_050, qty: 7 }]);
  });

  it('drops the choices of an option that was removed', () => {
    const draft = fromProduct(SAMPLE);
    const request = toRequest({ ...draft, mods: draft.mods.filter((m) => m.key !== 'color') });
    expect(request.variants[0]!.mods).toEqual({ size: 'Small' });
  });

  it('unties a picture from a choice or option that was removed, keeping the picture', () => {
    const draft = fromProduct(SAMPLE);
    const colour = draft.mods.find((m) => m.key === 'color')!;
    const onlyBlue = toRequest({
      ...draft,
      mods: draft.mods.map((m) => (m === colour ? { ...colour, options: ['Blue'] } : m)),
    });
    expect(onlyBlue.media!.map((m) => m.mods)).toEqual([
      { color: 'blue' },
      { color: 'blue' },
      {},
      {},
      {},
    ]);
    const noColour = toRequest({ ...draft, mods: draft.mods.filter((m) => m !== colour) });
    expect(noColour.media!.map((m) => m.file)).toEqual(SAMPLE.media.map((m) => m.file));
    expect(noColour.media!.every((m) => Object.keys(m.mods!).length === 0)).toBe(true);
  });

  it('makes one row per combination, keeping the rows that exist', () => {
    const draft = fromProduct(SAMPLE);
    const rows = everyCombination(draft.mods, draft.variants);
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.id)).toHaveLength(7);
    expect(rows.find((r) => r.mods.size === 'XL' && r.mods.color === 'green')).toMatchObject({
      price: '100',
      qty: '12',
    });
  });

  it('says what is missing before anything is sent', () => {
    expect(draftErrors(EMPTY_ITEM)).toEqual({
      name: 'Give the item a name of at least 2 characters, like Peppered Snails.',
      'price-0': 'Enter a price in naira, like 4500.',
      'qty-0': 'Enter the stock as whole units, like 12.',
    });
    expect(draftErrors(fromProduct(SAMPLE))).toEqual({});
  });

  it('asks no stock of an item made to order, and sends that it does not track it', () => {
    const draft = { ...EMPTY_ITEM, name: 'Celebration Cake', track_stock: false };
    draft.variants = [{ mods: {}, price: '25000', qty: '' }];
    expect(draftErrors(draft)).toEqual({});
    expect(toRequest(draft)).toMatchObject({
      track_stock: false,
      variants: [{ qty: 0, price_kobo: 2_500_000 }],
    });
    expect(fromProduct({ ...SAMPLE, track_stock: false }).track_stock).toBe(false);
    expect(fromProduct(SAMPLE).track_stock).toBe(true);
  });

  it("puts an option's message under that option: a second option of the same name, a missing question", () => {
    const sample = fromProduct(SAMPLE);
    const twice = { ...sample, mods: [sample.mods[0]!, { ...sample.mods[0]!, prompt: '' }] };
    expect(draftErrors(twice)).toEqual({
      'key-1': 'Another option has this name: give this one its own.',
      'prompt-1': 'Write the question shoppers answer, like “Choose a size”.',
    });
  });

  it('a save sends back the stock version the item was opened with', () => {
    const request = toUpdateRequest(fromProduct(SAMPLE), SAMPLE);
    expect(request.stock_version).toBe(3);
    expect(request.variants).toEqual(toRequest(fromProduct(SAMPLE)).variants);
  });
});
