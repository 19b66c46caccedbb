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
export { api } from './calls.ts';
