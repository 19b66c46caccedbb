/** Case-insensitive, spacing-insensitive form of a name, as compared for similarity. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}
