/** Answers: what each route of the API sends, as zod schemas (shared.ts says how they are used). */
export * from './blog.ts';
export * from './businesses.ts';
export * from './catalogue.ts';
export * from './catalogue-csv.ts';
export * from './discounts.ts';
export * from './orders.ts';
export * from './media.ts';
export * from './prospects.ts';
export * from './seo.ts';
export * from './shared.ts';
export * from './stores.ts';
export * from './templates.ts';
