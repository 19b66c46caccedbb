export { cacheControlFor, contentSecurityPolicy, pageHeaders } from './headers.ts';
export { LOOPBACK_HOSTS, localRegistry, serveProduct, type ProductOptions, type RunningProduct } from './product.ts';
export { portOf, staticSite, type StaticSiteOptions } from './static-site.ts';
