export { serveStatic, type StaticServerOptions } from './static-server.ts';
export { APPS, contentSecurityPolicy, serveProduct, type AppName, type ProductOptions, type RunningProduct } from './product.ts';
