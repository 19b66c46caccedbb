import { inject } from 'vitest';
import { productIndex } from './products.ts';

/** What a test file knows of the product it runs against (global-setup.ts). */
export interface Product {
  /** The shell: every app's pages. */
  baseUrl: string;
  /** The API's origin (its routes are under /api/v1). */
  apiUrl: string;
  /** The API's data folder (its embedded database). */
  dataDir: string;
  /** The remotes registry the web server reads on every request. */
  registryFile: string;
}

/** `key` of this test file's product: its worker's own of the run's products (products.ts). */
export function ofProduct<K extends keyof Product>(key: K): Product[K] {
  return inject('products')[productIndex()]![key];
}
