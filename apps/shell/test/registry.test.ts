import { describe, expect, it } from 'vitest';
import { parseRegistry } from '../src/federation/registry.ts';

const full = {
  agency: 'https://cdn.example.com/agency/mf-manifest.json',
  marketer_admin: '/remotes/admin/mf-manifest.json',
  blog_editor: 'http://localhost:8083/remoteEntry.js',
  business: 'http://localhost:8084/mf-manifest.json',
  storefront: 'https://store.example.com/mf-manifest.json',
};

describe('remotes.json', () => {
  it('accepts absolute URLs on other origins and resolves root-relative ones against the shell', () => {
    const registry = parseRegistry(full, 'https://agency.example.com/admin/overview');
    expect(registry.agency).toBe('https://cdn.example.com/agency/mf-manifest.json');
    expect(registry.marketer_admin).toBe(
      'https://agency.example.com/remotes/admin/mf-manifest.json',
    );
  });

  it('refuses a registry that misses a remote', () => {
    const { storefront: _dropped, ...partial } = full;
    expect(() => parseRegistry(partial, 'http://localhost:8080/')).toThrow(
      'remotes.json has no entry for storefront',
    );
  });
});
