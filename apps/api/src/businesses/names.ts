/** Case-insensitive, spacing-insensitive form of a name, as compared for similarity. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The cached plain list of one marketer's businesses in one workspace. */
export const listKey = (workspace: string, marketerId: string | null) =>
  `businesses:${workspace}:${marketerId}`;
