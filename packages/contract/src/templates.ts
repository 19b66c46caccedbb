import { z } from 'zod';
import { productRequest } from './catalogue.ts';
import { type DeliveryZone, storeSettingsRequest } from './stores.ts';
import type { TagGroup } from './store-look.ts';

/**
 * Starter templates: a trade's sample catalogue, categories and delivery zones, kept as data
 * (apps/api/src/templates/data/*.json, one file per trade). A template fills an empty store.
 */

/** What the "Start from a template" choice lists. */
export interface StoreTemplateSummary {
  id: string;
  name: string;
  summary: string;
  /** How many items it adds. */
  products: number;
  /** Its categories' names, in order. */
  categories: string[];
  /** A picture that shows the trade: drawn art (`art:…`) or the template's own (`/api/v1/media/tpl-…`). */
  picture: string;
}

/** What applying a template did. */
export interface AppliedTemplate {
  template: string;
  products: number;
  categories: TagGroup[];
  delivery_zones: DeliveryZone[];
}

/** POST /stores/:store/template */
export const applyTemplateRequest = z.strictObject({
  template: z
    .string({ error: 'Choose a template' })
    .max(40, { error: 'Choose a template', abort: true })
    .regex(/^[a-z0-9-]+$/, { error: 'Choose a template' }),
});
export type ApplyTemplateRequest = z.infer<typeof applyTemplateRequest>;

const templateProduct = productRequest.omit({ media: true, variants: true }).extend({
  /**
   * Drawn art (`art:<motif>:<palette>:<n>`) or the template's own pictures, committed with it
   * (`/api/v1/media/tpl-<name>.webp`, apps/api/src/templates/pictures); the first is on the card.
   */
  pictures: z
    .array(z.string().regex(/^(art:[a-z]+(:\d+){1,2}|\/api\/v1\/media\/tpl-[a-z0-9-]+\.webp)$/))
    .max(12),
  variants: z
    .array(
      z.strictObject({
        mods: z.record(z.string(), z.string()).default({}),
        naira: z.number().min(0),
        qty: z.number().int().min(0),
      }),
    )
    .min(1),
});

/** One trade's file: checked when the API starts, so a broken file never half-fills a store. */
export const storeTemplateFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(2).max(60),
  summary: z.string().min(2).max(200),
  look: storeSettingsRequest
    .pick({
      tagline: true,
      description: true,
      hero_url: true,
      primary_colour: true,
      accent_colour: true,
      search_hint: true,
      delivery_promise: true,
      categories: true,
    })
    .required(),
  /** The items' delivery text (each item may override it). */
  delivery: z.string().max(2000),
  delivery_zones: z
    .array(
      z.strictObject({
        name: z.string().min(2).max(80),
        fee_naira: z.number().min(0),
        /** Places from the committed list (delivery-rules.ts): 'Lagos', 'Lagos/Eti-Osa', '*'. */
        areas: z.array(z.string()).min(1).optional(),
        free_over_naira: z.number().min(0).optional(),
        estimate: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(30),
  products: z.array(templateProduct).min(6).max(12),
});
export type StoreTemplateFile = z.output<typeof storeTemplateFile>;
