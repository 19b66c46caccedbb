import type { RemoteName } from '@agency/federation/apps';
import { createContext } from 'react';
import type { RemoteModule } from './runtime.ts';

/**
 * The remote of a server-rendered page, loaded before React starts (in the browser, before
 * hydration; on the server, by the page renderer), so its area renders at once instead of
 * through a loading state, and the first render matches the HTML.
 */
export interface PreloadedRemote {
  name: RemoteName;
  module: RemoteModule;
  /** The remote's entry (from the registry), which its App's `assetBase` is derived from. */
  entry: string;
}

export const PreloadedRemoteContext = createContext<PreloadedRemote | null>(null);
