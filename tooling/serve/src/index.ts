export { cacheControlFor, contentSecurityPolicy, pageHeaders } from './headers.ts';
export {
  LOOPBACK_HOSTS,
  localRegistry,
  serveApps,
  type ServeAppsOptions,
  type ServedApps,
} from './serve-apps.ts';
export { portOf, staticSite, type StaticSiteOptions } from './static-site.ts';
