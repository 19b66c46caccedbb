/** The catalogue module as other modules see it: all they may import from it. */
export { catalogueReads, dropCatalogue } from './cache.ts';
export { copyCatalogue } from './copy.ts';
export { DEMO_STORE_SLUG, ensureDemoStore, linkDemoAccounts, seedDemoCatalogue } from './seed.ts';
export { checkProductShape, checkSelection } from './selection.ts';
export { shield } from './csv.ts';
export { freeSlug, insertProduct } from './insert-queries.ts';
export type { ProductWrite } from './write-queries.ts';
export { LOW_STOCK_MAIL, lowStockMailRenderer, sweepLowStock } from './low-stock.ts';
