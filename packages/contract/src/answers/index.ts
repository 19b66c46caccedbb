/** Answers: what each route of the API sends, as zod schemas (shared.ts says how they are used). */
export * from './catalogue.ts';
export * from './shared.ts';
