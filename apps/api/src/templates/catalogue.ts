import { readdirSync, readFileSync } from 'node:fs';
import {
  type ApplyTemplateRequest,
  nairaToKobo,
  type StoreTemplateFile,
  type StoreTemplateSummary,
  storeTemplateFile,
  zonePlacesProblem,
} from '@agency/contract';
import { type ProductWrite, checkProductShape } from '../catalogue/index.ts';
import { pictureExists } from './pictures.ts';

/**
 * The starter templates, read once from data/*.json: adding a trade is adding a file. A file that
 * breaks the product rules (or tags an item outside its categories, or names a picture it lacks)
 * stops the API at start, so a template never half-fills a store.
 */

export interface StoreTemplate extends Omit<StoreTemplateFile, 'products'> {
  products: ProductWrite[];
}

const DATA_DIR = new URL('./data/', import.meta.url);

function load(file: string): StoreTemplate {
  const raw = JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8'));
  const parsed = storeTemplateFile.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `Template ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const template = parsed.data;
  if (`${template.id}.json` !== file)
    throw new Error(`Template ${file}: its id must be its file name`);
  const missing = [template.look.hero_url, ...template.products.flatMap((p) => p.pictures)].filter(
    (url) => !pictureExists(url),
  );
  if (missing.length > 0)
    throw new Error(
      `Template ${file}: no picture ${missing.join(', ')} (run scripts/make-template-pictures.ts)`,
    );
  // Its zones' places come from the committed list, each in one zone, as a store's save checks.
  const places = zonePlacesProblem(
    template.delivery_zones.map((z) => ({ name: z.name, fee_kobo: 0, areas: z.areas })),
  );
  if (places) throw new Error(`Template ${file}: ${places}`);
  const known = new Set(template.look.categories.flatMap((group) => group.tags));
  const products = template.products.map(({ pictures, variants, ...product }): ProductWrite => {
    const stray = product.tags.filter((tag) => !known.has(tag));
    if (stray.length > 0)
      throw new Error(
        `Template ${file}: ${product.name} has tags outside its categories: ${stray.join(', ')}`,
      );
    const write: ProductWrite = {
      ...product,
      delivery: product.delivery || template.delivery,
      media: pictures.map((picture) => ({ file: picture, mods: {} })),
      variants: variants.map((v) => ({
        mods: v.mods,
        qty: v.qty,
        price_kobo: nairaToKobo(v.naira),
      })),
    };
    checkProductShape(write.mods, write.variants);
    return write;
  });
  return { ...template, products };
}

const TEMPLATES: ReadonlyMap<string, StoreTemplate> = new Map(
  readdirSync(DATA_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const template = load(file);
      return [template.id, template] as const;
    }),
);

/** Every starter template, as the "Start from a template" choice lists them (by name). */
export function listTemplates(): StoreTemplateSummary[] {
  return [...TEMPLATES.values()]
    .map((t) => ({
      id: t.id,
      name: t.name,
      summary: t.summary,
      products: t.products.length,
      categories: t.look.categories.map((group) => group.name),
      picture: t.look.hero_url,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One template by id, or undefined. */
export function findTemplate(id: ApplyTemplateRequest['template']): StoreTemplate | undefined {
  return TEMPLATES.get(id);
}
