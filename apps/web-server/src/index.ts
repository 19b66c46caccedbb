export {
  cacheControlFor,
  contentSecurityPolicy,
  HSTS,
  PERMISSIONS_POLICY,
  pageHeaders,
} from './headers.ts';
export { clientKey, renderLimit } from './render-limit.ts';
export { API_ONLY_ENV, withoutApiSecrets } from './renderer-env.ts';
export {
  LOOPBACK_HOSTS,
  localRegistry,
  localRegistryWithPins,
  pinsOf,
  PINNED_FILES,
  type RegistryIntegrity,
  serveApps,
  type ServeAppsOptions,
  type ServedApps,
} from './serve-apps.ts';
export { portOf, staticSite, type StaticSiteOptions } from './static-site.ts';
