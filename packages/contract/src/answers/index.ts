/** Answers: what each route of the API sends, as zod schemas (shared.ts says how they are used). */
export * from './analytics.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './health.ts';
export * from './leads.ts';
export * from './people.ts';
export * from './shared.ts';
