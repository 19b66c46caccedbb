/**
 * The packages every federated app shares as singletons: one React, one router, one toast
 * container, one session store on the page. The shell provides them; remotes consume them and
 * fall back to their own copy only when they run alone.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@agency/router',
  'zustand',
  'react-hot-toast',
  '@agency/api-client',
  '@agency/auth-gate',
  '@agency/ui-kit/public',
  '@agency/ui-kit',
] as const;

/**
 * Entries of a shared package that are not shared: stateless parts each app that uses them
 * bundles itself, with their own styles (the analytics screens' charts).
 */
export const BUNDLED_ENTRIES: readonly string[] = ['@agency/ui-kit/reports'];

/** The module every remote exposes: a component rendering the app's routes (no router of its own). */
export const REMOTE_MODULE = 'App';

export { REMOTE_NAMES, type RemoteName } from './apps.ts';
