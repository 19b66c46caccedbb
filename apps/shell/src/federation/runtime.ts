import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { RemoteName } from '@agency/federation/apps';
import * as apiClient from '@agency/api-client';
import * as uiKitPublic from '@agency/ui-kit/public';
import { loadToasts } from '@agency/ui-kit/public';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as AgencyRouter from '@agency/router';
import type { ComponentType } from 'react';
import { loadRegistry } from './registry.ts';

declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * The shell's own copies of the shared singletons: every remote uses these, never its own. Those
 * every page needs are in the shell's first script; the others are fetched when a remote that
 * declares them starts (the public site, the first page most visitors see, declares none of them).
 */
const provided: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': ReactJsxRuntime,
  '@agency/router': AgencyRouter,
  '@agency/api-client': apiClient,
  '@agency/ui-kit/public': uiKitPublic,
};
const providedLater: Record<string, () => Promise<unknown>> = {
  // All of ui-kit (its public part re-exported, the same modules): the admin screens and sign-in.
  '@agency/ui-kit': () => import('@agency/ui-kit'),
  // Through ui-kit, so the page's toast container appears when a remote's screen loads it.
  'react-hot-toast': () => loadToasts(),
  '@agency/auth-gate': () => import('@agency/auth-gate'),
  zustand: () => import('zustand'),
};

// Remotes are built without a federation runtime of their own (experiments.externalRuntime):
// they use this one, published where they look for it.
const federationGlobal = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const federation = createInstance({
  name: 'shell',
  remotes: [],
  // Remotes are fetched on first visit to their area, never at start.
  shareStrategy: 'loaded-first',
  shared: {
    ...Object.fromEntries(
      Object.entries(provided).map(([name, lib]) => [
        name,
        {
          version: __SHARED_VERSIONS__[name]!,
          lib: () => lib,
          loaded: true,
          shareConfig: { singleton: true, requiredVersion: false as const },
        },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(providedLater).map(([name, load]) => [
        name,
        {
          version: __SHARED_VERSIONS__[name]!,
          get: () => load().then((lib) => () => lib),
          shareConfig: { singleton: true, requiredVersion: false as const },
        },
      ]),
    ),
  },
});

const registered = new Set<RemoteName>();

export interface RemoteModule {
  default: ComponentType<Record<string, unknown>>;
}

/**
 * Loads a remote's exposed App. `fresh` forgets an earlier failed attempt (the runtime caches the
 * remote entry), so a retry really fetches again.
 */
export async function loadRemoteApp(name: RemoteName, fresh = false): Promise<RemoteModule> {
  const registry = await loadRegistry();
  if (!registered.has(name) || fresh) {
    // A retry asks for the entry under a new URL: browsers keep a failed module import's result
    // for the page's lifetime, so the same URL would fail again without a request.
    const entry = fresh ? `${registry[name]}?retry=${Date.now()}` : registry[name];
    federation.registerRemotes([{ name, entry, type: 'module' }], {
      force: registered.has(name),
    });
    registered.add(name);
  }
  const module = await federation.loadRemote<RemoteModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function')
    throw new Error(`${name} exposes no App component`);
  return module;
}
