import type { TagGroup } from '@agency/contract';
import { HttpError } from '../lib/errors.ts';

/** Why a tag is refused: it is in none of the store's categories (a typo would make a stray tag). */
export const strayTagMessage = (tag: string) =>
  `"${tag}" is not one of the store's categories. Pick a tag from the list, or add it as a new category first.`;

/** The tags outside every category of the store (compared without case). */
export function strayTags(tags: readonly string[], categories: readonly TagGroup[]): string[] {
  const known = new Set(categories.flatMap((group) => group.tags.map((t) => t.toLowerCase())));
  return tags.filter((tag) => !known.has(tag.toLowerCase()));
}

/** The item's tags as the categories spell them (lower case, once each); 400 for a stray one. */
export function checkTags(tags: readonly string[], categories: readonly TagGroup[]): string[] {
  const [stray] = strayTags(tags, categories);
  if (stray !== undefined) throw new HttpError(400, strayTagMessage(stray));
  return [...new Set(tags.map((tag) => tag.toLowerCase()))];
}
