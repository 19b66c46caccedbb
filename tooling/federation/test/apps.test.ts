import { AREA_PATHS } from '@agency/areas';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS, remoteForPath } from '../src/apps.ts';

describe('the table of remotes', () => {
  it('sends each URL to the remote the shell mounts there, with the path below the mount', () => {
    expect(remoteForPath('/')).toEqual({ remote: 'agency', mount: '/', rest: '' });
    expect(remoteForPath('/blog/hello')).toEqual({
      remote: 'agency',
      mount: '/',
      rest: 'blog/hello',
    });
    expect(remoteForPath('/admin/blog/new')).toEqual({
      remote: 'marketer_admin',
      mount: '/admin',
      rest: 'blog/new',
    });
    expect(remoteForPath('/demo/admin/overview')).toEqual({
      remote: 'marketer_admin',
      mount: '/demo/admin',
      rest: 'overview',
    });
    expect(remoteForPath('/demo/snailhouse/store/p1')).toEqual({
      remote: 'storefront',
      mount: '/demo',
      rest: 'snailhouse/store/p1',
    });
    expect(remoteForPath('/store')).toEqual({ remote: 'storefront', mount: '/store', rest: '' });
    expect(remoteForPath('/storefront-tips')).toEqual({
      remote: 'agency',
      mount: '/',
      rest: 'storefront-tips',
    });
  });

  it('gives every remote its own folder and dev port', () => {
    expect(new Set(REMOTE_APPS.map((r) => r.folder)).size).toBe(REMOTE_APPS.length);
    expect(new Set(REMOTE_APPS.map((r) => r.devPort)).size).toBe(REMOTE_APPS.length);
  });

  it('mounts remotes only at paths of the one table of areas, each area in the remote that shows it', () => {
    const paths = new Set<string>(Object.values(AREA_PATHS));
    for (const remote of REMOTE_APPS)
      for (const mount of remote.mounts) expect(paths.has(mount.path), mount.path).toBe(true);
    const shownBy = {
      agency: 'agency',
      demo: 'storefront',
      store: 'storefront',
      admin: 'marketer_admin',
      demo_admin: 'marketer_admin',
      blog_editor: 'marketer_admin',
      business: 'business',
      store_admin: 'storefront',
    } as const satisfies Record<keyof typeof AREA_PATHS, string>;
    for (const [area, remote] of Object.entries(shownBy))
      expect(remoteForPath(`${AREA_PATHS[area as keyof typeof shownBy]}/x`).remote, area).toBe(
        remote,
      );
  });
});
