export { ApiError, apiBase, configureApi, http, onSessionExpired, toApiError, type RequestOptions } from './http.ts';
export { api } from './calls.ts';
