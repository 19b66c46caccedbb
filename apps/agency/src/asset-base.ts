import { createContext, useContext } from 'react';

/**
 * Where this remote's own files (public/: the demo store's pictures) are served: the folder of its
 * entry, which the shell gives as `assetBase` from the registry, on the server as in the browser.
 * Its own site (the standalone build) serves them at the root.
 */
export const AssetBase = createContext('/');

/** The address of one of this remote's files under public/ (e.g. 'media/x.webp'). */
export function useAssetUrl(path: string): string {
  return `${useContext(AssetBase).replace(/\/?$/, '/')}${path}`;
}
