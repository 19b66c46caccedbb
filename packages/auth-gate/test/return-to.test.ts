import { expect, it } from 'vitest';
import { landingAfterSignIn } from '../src/return-to.ts';

it('a sign-in lands on the page of the area that sent to it, with its query (a shared link)', () => {
  expect(landingAfterSignIn('store_admin', { from: '/store/admin/items?store=kola' })).toBe(
    '/store/admin/items?store=kola',
  );
  expect(landingAfterSignIn('business', { from: '/business/businesses/4' })).toBe(
    '/business/businesses/4',
  );
});

it('without such a page, or with one outside the area or its sign-in, it lands on the overview', () => {
  expect(landingAfterSignIn('store_admin', null)).toBe('/store/admin/overview');
  expect(landingAfterSignIn('store_admin', { from: 42 })).toBe('/store/admin/overview');
  expect(landingAfterSignIn('store_admin', { from: '/store/admin' })).toBe('/store/admin/overview');
  expect(landingAfterSignIn('admin', { from: '/demo/admin/businesses' })).toBe('/admin/overview');
  expect(landingAfterSignIn('admin', { from: 'https://evil.test/admin/x' })).toBe(
    '/admin/overview',
  );
  for (const from of [
    '/store/admin/auth',
    '/store/admin/auth/forgot-password',
    '/store/admin/auth?x=1',
  ])
    expect(landingAfterSignIn('store_admin', { from })).toBe('/store/admin/overview');
});
