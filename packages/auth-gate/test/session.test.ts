import { beforeEach, describe, expect, it } from 'vitest';
import { areaForPath, getSession, useSessionStore } from '../src/index.ts';

beforeEach(() => sessionStorage.clear());

describe('session store', () => {
  it('stores exactly the area-prefixed keys and reads them back', () => {
    useSessionStore.getState().save('store_admin', { id: 'u1', role: 'store_admin', token: 't' });
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'store_admin_id',
      'store_admin_role',
      'store_admin_token',
    ]);
    expect(getSession('store_admin')).toEqual({ id: 'u1', role: 'store_admin', token: 't' });
    expect(getSession('admin')).toBeNull();
  });

  it('is signed out once the token is cleared', () => {
    useSessionStore.getState().save('demo_admin', { id: 'u1', role: 'marketer', token: 't' });
    useSessionStore.getState().expire('demo_admin');
    expect(sessionStorage.getItem('demo_id')).toBe('u1');
    expect(getSession('demo_admin')).toBeNull();
  });

  it('finds the area of a path, the demo admin before the demo storefront', () => {
    expect(areaForPath('/demo/admin/overview')).toBe('demo_admin');
    expect(areaForPath('/admin')).toBe('admin');
    expect(areaForPath('/store/admin/items')).toBe('store_admin');
    expect(areaForPath('/store/123/store')).toBeNull();
    expect(areaForPath('/administrator')).toBeNull();
  });
});

describe('one sign-in for an owner and their store admin', () => {
  it("carries an owner's business session to the store admin's own keys", () => {
    useSessionStore.getState().save('business', { id: 'o1', role: 'owner', token: 'tb' });
    expect(getSession('store_admin')).toEqual({ id: 'o1', role: 'owner', token: 'tb' });
    // Copied, so the store admin keeps its own keys (keys per area).
    expect(sessionStorage.getItem('store_admin_token')).toBe('tb');
    // Not into an area the role may not use.
    expect(getSession('admin')).toBeNull();
  });

  it('signing out of one ends the carried session in both (the token is revoked)', () => {
    useSessionStore.getState().save('business', { id: 'o1', role: 'owner', token: 'tb' });
    expect(getSession('store_admin')?.token).toBe('tb');
    useSessionStore.getState().clear('store_admin');
    expect(getSession('store_admin')).toBeNull();
    expect(getSession('business')).toBeNull();
  });

  it('an expired carried session is not carried again', () => {
    useSessionStore.getState().save('business', { id: 'o1', role: 'owner', token: 'tb' });
    getSession('store_admin');
    useSessionStore.getState().expire('store_admin');
    expect(getSession('store_admin')).toBeNull();
  });
});
