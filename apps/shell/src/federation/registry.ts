import { REMOTE_NAMES, type RemoteName } from '@agency/federation/apps';

/** Where each remote's remoteEntry.js lives, read at run time from remotes.json. */
export type Registry = Record<RemoteName, string>;

/** Parses the registry file, keeping only known remotes with absolute or root-relative URLs. */
export function parseRegistry(json: unknown, base: string): Registry {
  if (!json || typeof json !== 'object') throw new Error('remotes.json is not an object');
  const registry = {} as Registry;
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || !entry)
      throw new Error(`remotes.json has no entry for ${name}`);
    registry[name] = new URL(entry, base).toString();
  }
  return registry;
}

let pending: Promise<Registry> | null = null;

/** The registry the server put in the page, if it did: no request needed. */
function fromPage(): Registry | null {
  const inline = typeof document === 'undefined' ? null : document.getElementById('remotes');
  return inline?.textContent ? parseRegistry(JSON.parse(inline.textContent), location.href) : null;
}

/** Loads remotes.json once (or reads the page's copy); a failed load may be retried. */
export function loadRegistry(url = '/remotes.json'): Promise<Registry> {
  const inline = pending ? null : fromPage();
  if (inline) pending = Promise.resolve(inline);
  pending ??= fetch(url, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((json) => parseRegistry(json, location.href))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
