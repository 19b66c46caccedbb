import { signedIn } from './http.ts';

/** The signed-in user's token, sent with every call made on their behalf. */
export const asUser = () => ({ token: signedIn()?.token });

/** The signed-in user's id, for calls that name them (their businesses, their posts). */
export const userId = () => signedIn()?.id ?? '';

/** A store's path: stores/{slug}/… */
export const storePath = (slug: string, ...rest: string[]) =>
  ['stores', slug, ...rest].map(encodeURIComponent).join('/');
