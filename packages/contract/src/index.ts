/**
 * The API contract: request and response shapes of every call of the API, shared by the
 * server (which validates with these schemas) and api-client (which uses the inferred types only,
 * so zod never ships to the browser).
 */
export * from './auth.ts';
export * from './contact.ts';
export * from './businesses.ts';
export * from './business-summary.ts';
export * from './blog.ts';
export * from './stores.ts';
export * from './store-domain.ts';
export * from './catalogue.ts';
export * from './catalogue-bulk.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './sales.ts';
export * from './carts.ts';
export * from './discounts.ts';
export * from './media.ts';
export * from './people.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './strings.ts';
export * from './store-look.ts';
export * from './audit.ts';
export * from './prospects.ts';
export * from './templates.ts';
export * from './catalogue-csv.ts';
export * from './seo.ts';
export * from './answers/index.ts';
