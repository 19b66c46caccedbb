/** One schema change: its number (recorded in schema_migrations), a short name, and its SQL. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
