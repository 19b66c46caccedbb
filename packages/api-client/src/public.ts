/**
 * What public pages use: the HTTP layer and the calls made with no account (public-calls.ts). The
 * shell provides this entry with its first script; `@agency/api-client` (the same HTTP layer, one
 * instance, and every call) is fetched when a signed-in area opens.
 */
export {
  ApiError,
  apiBase,
  configureApi,
  http,
  onSessionExpired,
  signedIn,
  toApiError,
  type RequestOptions,
  type SignedIn,
} from './http.ts';
export { publicApi as api } from './public-calls.ts';
