import { readdirSync, readFileSync } from 'node:fs';

/**
 * The templates' own pictures (pictures/tpl-*.webp, made by scripts/make-template-pictures.ts and
 * committed): one per item, a few kB each. They are read once at start and served by the media
 * route under the uploads' address, `/api/v1/media/tpl-<name>.webp`, so a template item's picture
 * works wherever an upload's does (cards, the item page, mails, link previews) and is never an
 * upload anyone may delete.
 */
const DIR = new URL('./pictures/', import.meta.url);
const NAME = /^tpl-[a-z0-9-]+\.webp$/;

const PICTURES: ReadonlyMap<string, Buffer> = new Map(
  readdirSync(DIR)
    .filter((file) => NAME.test(file))
    .map((file) => [file, readFileSync(new URL(file, DIR))] as const),
);

/** A template picture's bytes by its file name (`tpl-….webp`), or undefined. */
export function templatePicture(name: string): Buffer | undefined {
  return NAME.test(name) ? PICTURES.get(name) : undefined;
}

/** The template picture an address names (`/api/v1/media/tpl-….webp`), if it is one; else true. */
export function pictureExists(url: string): boolean {
  const prefix = '/api/v1/media/';
  return !url.startsWith(prefix) || PICTURES.has(url.slice(prefix.length));
}
