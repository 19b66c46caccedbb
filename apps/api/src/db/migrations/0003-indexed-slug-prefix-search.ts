import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 3,
  name: 'indexed slug prefix search',
  sql: `CREATE INDEX articles_slug_prefix ON articles (slug text_pattern_ops);`,
};
