import type { MediaEntry } from '@agency/contract';
import type { ProductOption } from '@agency/contract/catalogue';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether `option` offers `choice` to tie a picture to: a list's or colour's own choice. */
function offers(option: ProductOption, choice: string): boolean {
  return (
    (option.type === 'list' || option.type === 'color') &&
    (option.options ?? []).some((c) => same(c, choice))
  );
}

/**
 * The pictures as saved: a tie to an option or choice removed since is dropped (the picture then
 * shows for every choice), as variant rows drop theirs, instead of the save being refused.
 */
export function liveTies(media: MediaEntry[], options: ProductOption[]): MediaEntry[] {
  return media.map((entry) => ({
    ...entry,
    mods: Object.fromEntries(
      Object.entries(entry.mods).filter(([key, choice]) =>
        options.some((option) => option.key === key && offers(option, choice)),
      ),
    ),
  }));
}
