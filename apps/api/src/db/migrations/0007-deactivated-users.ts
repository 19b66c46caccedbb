import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 7,
  name: 'deactivated users',
  sql: `ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;`,
};
