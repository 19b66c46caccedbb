/** The storefront's sample data shapes. */

export interface ProductCard {
  _id: string;
  name: string;
  desc: string;
  tags: string[];
  /** Display text with the naira sign; '/mo' on the subscription item. */
  price: string;
  /** Five images; the first is the card's. */
  media: string[];
  /** For sorting: when it was added and how often it sells. */
  added: string;
  popularity: number;
}

export interface TagGroup {
  name: string;
  tags: string[];
}

interface ModBase {
  prompt: string;
  required: boolean;
}

export type Mod =
  | (ModBase & { type: 'list'; options: string[]; multi_select: boolean })
  | (ModBase & { type: 'number'; min: number; max: number; step: number; unit: string })
  | (ModBase & { type: 'text'; max: number })
  | (ModBase & { type: 'boolean' })
  | (ModBase & { type: 'datetime' })
  | (ModBase & { type: 'color'; options?: string[] });

export type ModValue = string | number | boolean | string[];

export interface Variant {
  _id: string;
  mods: Record<string, string>;
  qty: number;
  price: number;
}

export interface MediaEntry {
  file: string;
  /** The options this picture shows; empty for every selection. */
  mods: Record<string, string>;
}

export interface Item {
  name: string;
  details: string;
  delivery: string;
  rating: { value: number; count: number };
  /** Option definitions, in the order the chooser steps through them. */
  mods: Record<string, Mod>;
  variants: Variant[];
  media: MediaEntry[];
}
