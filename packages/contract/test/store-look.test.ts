import { describe, expect, it } from 'vitest';
import { storeSettingsRequest } from '../src/stores.ts';
import {
  colourProblem,
  contrastRatio,
  storeDescription,
  nearestReadableShade,
  normaliseHost,
  storeInitials,
} from '../src/store-look.ts';

describe('brand colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a colour white text cannot be read on, and names the nearest shade that passes', () => {
    expect(colourProblem('Primary colour', '#1f5f8b')).toBeNull();
    const problem = colourProblem('Primary colour', '#ffcc00');
    expect(problem).toMatch(
      /^Primary colour is too light for white text \(1\.\d:1, needs 4\.5:1\)/,
    );
    const shade = nearestReadableShade('#ffcc00');
    expect(problem).toContain(shade);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colourProblem('Accent colour', 'red')).toBe(
      'Accent colour must be a colour like #1f5f8b',
    );
  });

  it('validates colours in the settings request', () => {
    expect(storeSettingsRequest.safeParse({ primary_colour: '#1F5F8B' }).data).toEqual({
      primary_colour: '#1f5f8b',
    });
    const refused = storeSettingsRequest.safeParse({ accent_colour: '#ffee00' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/too light for white text/);
  });
});

describe('store hosts', () => {
  it('reads a Host header as a lookup key', () => {
    expect(normaliseHost('Mama-Titi.Stores.NG')).toBe('mama-titi.stores.ng');
    expect(normaliseHost('mama-titi.stores.ng:8443')).toBe('mama-titi.stores.ng');
    expect(normaliseHost('mama-titi.stores.ng.')).toBe('mama-titi.stores.ng');
    expect(normaliseHost('[::1]:80')).toBeNull();
    expect(normaliseHost('evil.com/../x')).toBeNull();
    expect(normaliseHost('')).toBeNull();
    expect(normaliseHost(undefined)).toBeNull();
  });

  it('accepts a custom domain in settings, and refuses what is not one', () => {
    expect(storeSettingsRequest.parse({ custom_domain: 'Shop.MamaTiti.ng' }).custom_domain).toBe(
      'shop.mamatiti.ng',
    );
    expect(storeSettingsRequest.parse({ custom_domain: '' }).custom_domain).toBe('');
    expect(storeSettingsRequest.safeParse({ custom_domain: 'localhost' }).success).toBe(false);
    expect(storeSettingsRequest.safeParse({ custom_domain: 'a b.ng' }).success).toBe(false);
  });
});

describe('a store without a logo', () => {
  it('gets up to two letters of its name', () => {
    expect(storeInitials('Mama Titi Fabrics')).toBe('MT');
    expect(storeInitials('Snailhouse')).toBe('SN');
    expect(storeInitials('  ')).toBe('?');
  });
});

describe('what a store says about itself in shared links', () => {
  const store = { name: 'Ada Kitchen', tagline: 'Hot jollof', description: '' };
  it('adds the delivery promise as a sentence, with one full stop', () => {
    expect(storeDescription({ ...store, delivery_promise: 'Delivered in Lagos in 48 hours' })).toBe(
      'Hot jollof Delivered in Lagos in 48 hours.',
    );
    expect(
      storeDescription({ ...store, delivery_promise: 'Hot to your door in 90 minutes.' }),
    ).toBe('Hot jollof Hot to your door in 90 minutes.');
    expect(storeDescription({ ...store, tagline: '', delivery_promise: '' })).toBe(
      'Shop at Ada Kitchen.',
    );
  });
});
