/**
 * A store's identity ("look") as data: every store on the platform is a tenant with its own name,
 * copy, colours, pictures and categories (docs/product-rules.md, "Many stores"). Plain TypeScript,
 * no zod, so the storefront can import the rules (contrast, hosts) without shipping a validator.
 */

/** A category of the store's index: a named group of tags (the filter widens within a group). */
export interface TagGroup {
  name: string;
  tags: string[];
}

export interface StoreSocialLinks {
  instagram: string;
  facebook: string;
  x: string;
  tiktok: string;
  /** A WhatsApp number in international form (2348012345678), or ''. */
  whatsapp: string;
}

/** What a store looks like and says about itself. Empty strings mean "not set". */
export interface StoreLook {
  /** A short line under the name: "cravings sorted ASAP". */
  tagline: string;
  /** A paragraph for the store's home page. */
  description: string;
  /** An uploaded picture's URL; '' draws a lettered mark from the name in the primary colour. */
  logo_url: string;
  /** The home page's hero picture (an upload's URL, or `art:<motif>:<n>` for drawn art); '' none. */
  hero_url: string;
  /**
   * The part of the hero picture that matters, as the owner tapped it: 'x% y%' from the top left,
   * the picture's CSS object-position, so every width's crop keeps it in view. '50% 50%' when unset.
   */
  hero_focus?: string;
  /** '#rrggbb': buttons, links and the header; white text on it must reach 4.5:1. */
  primary_colour: string;
  /** '#rrggbb': badges and highlights; white text on it must reach 4.5:1. */
  accent_colour: string;
  /** The search box's example text, e.g. "Search snails, dishes, supplies…". */
  search_hint: string;
  /** What the home page promises about delivery, e.g. "Delivered fresh in Lagos within 24 hours". */
  delivery_promise: string;
  /** The index's categories, in order. */
  categories: TagGroup[];
  social: StoreSocialLinks;
}

/** Where a store is reached besides the agency's /demo/{store}. */
export interface StoreAddress {
  /** `{slug}.{STORE_DOMAIN}`: every store has one. */
  subdomain_host: string;
  /** A domain the owner added in Settings (shop.mamatiti.ng), or ''. */
  custom_domain: string;
  /** The store's own canonical origin: https://{custom_domain or subdomain_host}. */
  origin: string;
}

export const EMPTY_SOCIAL: StoreSocialLinks = {
  instagram: '',
  facebook: '',
  x: '',
  tiktok: '',
  whatsapp: '',
};

/** The hero's focus when none is set: the middle, as a plain cover crop has it. */
export const DEFAULT_HERO_FOCUS = '50% 50%';

/** 'x% y%' with whole percentages from 0 to 100 (what the settings call takes). */
export const HERO_FOCUS_PATTERN = /^(100|[1-9]?\d)% (100|[1-9]?\d)%$/;

/** The focus of a tap at (x, y) on a picture of that width and height: whole percentages. */
export function heroFocusAt(x: number, y: number, width: number, height: number): string {
  const percent = (at: number, size: number) =>
    Math.min(100, Math.max(0, Math.round((at / Math.max(size, 1)) * 100)));
  return `${percent(x, width)}% ${percent(y, height)}%`;
}

/** A new store's look until its owner sets one: neutral, readable, its own name as the mark. */
export const DEFAULT_LOOK: StoreLook = {
  tagline: '',
  description: '',
  logo_url: '',
  hero_url: '',
  primary_colour: '#1f5f8b',
  accent_colour: '#8a3b12',
  search_hint: 'Search the store…',
  delivery_promise: '',
  categories: [],
  social: EMPTY_SOCIAL,
};

// ---------------------------------------------------------------- colours

/** The WCAG AA contrast for normal text. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-f]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The nearest shade of `hex` (same hue, darkened step by step) on which white text reaches
 * MIN_CONTRAST; `hex` itself when it already does.
 */
export function nearestReadableShade(hex: string): string {
  let rgb = channels(hex);
  for (let step = 0; step < 100; step++) {
    const candidate = toHex(rgb);
    if (contrastRatio(candidate, '#ffffff') >= MIN_CONTRAST) return candidate;
    rgb = rgb.map((c) => c * 0.97) as [number, number, number];
  }
  return '#000000';
}

/** Why a brand colour is refused, with the shade that would pass; null when it passes. */
export function colourProblem(label: string, hex: string): string | null {
  if (!isHexColour(hex)) return `${label} must be a colour like #1f5f8b`;
  const ratio = contrastRatio(hex, '#ffffff');
  if (ratio >= MIN_CONTRAST) return null;
  return `${label} is too light for white text (${ratio.toFixed(1)}:1, needs ${MIN_CONTRAST}:1). The nearest shade that passes is ${nearestReadableShade(hex)}.`;
}

// ---------------------------------------------------------------- names

/**
 * How a store names itself in page titles and shared links (its pages in the browser, and the
 * store site's page head on its own host): "Name — tagline", or the name alone.
 */
export function nameAndTagline(store: { name: string } & Pick<StoreLook, 'tagline'>): string {
  return store.tagline ? `${store.name} — ${store.tagline}` : store.name;
}

/** What search results and shared links say about the store: its description, else its tagline. */
export function storeDescription(
  store: { name: string } & Pick<StoreLook, 'tagline' | 'description' | 'delivery_promise'>,
): string {
  const text = store.description || store.tagline || `Shop at ${store.name}.`;
  // A promise written as a sentence ("… within 90 minutes.") keeps its own stop, not a second one.
  const promise = store.delivery_promise.replace(/([^.!?])$/, '$1.');
  return (promise ? `${text} ${promise}` : text).slice(0, 200);
}

/** Up to two letters for a store without a logo: "Mama Titi Fabrics" → "MT". */
export function storeInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

// ---------------------------------------------------------------- hosts

/**
 * A Host header as a store lookup key: lower case, without the port and a trailing dot; null when
 * it cannot be a host name at all.
 */
export function normaliseHost(host: string | undefined): string | null {
  if (!host) return null;
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) return null; // an IPv6 literal is never a store
  value = value.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (value.length < 1 || value.length > 253) return null;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value)) return null;
  return value;
}

/**
 * Slugs a store cannot take because the storefront's own paths use them (/demo/checkout …) or they
 * would be confusing as a subdomain (www.stores.example).
 */
export const RESERVED_STORE_SLUGS = [
  'admin',
  'api',
  'checkout',
  'orders',
  'store',
  'www',
  'mail',
  'auth',
  'static',
  'assets',
  // GET /stores/candidates is an API path beside /stores/:store.
  'candidates',
] as const;
