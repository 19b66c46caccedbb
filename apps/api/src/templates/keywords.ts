/**
 * Words in a business's name or notes that point to a trade template (the guess "Make a demo
 * store" opens with; the marketer can change it). Kept next to the templates: a new template adds
 * its words here. Matched as whole words, ignoring case; the template with the most hits wins.
 */
export const TRADE_KEYWORDS: Record<string, readonly string[]> = {
  food: [
    'food',
    'foods',
    'kitchen',
    'restaurant',
    'eatery',
    'cafe',
    'café',
    'bakery',
    'bakes',
    'cakes',
    'cake',
    'snacks',
    'chops',
    'suya',
    'grill',
    'grills',
    'catering',
    'caterer',
    'pepper',
    'soup',
    'jollof',
    'meals',
    'buka',
    'chef',
    'pastries',
    'drinks',
    'juice',
    'smoothies',
    'zobo',
    'chin',
  ],
  fashion: [
    'fashion',
    'fabrics',
    'fabric',
    'ankara',
    'lace',
    'tailor',
    'tailoring',
    'couture',
    'wears',
    'wear',
    'clothing',
    'clothes',
    'boutique',
    'styles',
    'aso',
    'adire',
    'kaftan',
    'shoes',
    'bags',
    'designs',
    'threads',
    'outfits',
    'gele',
  ],
  farm: [
    'farm',
    'farms',
    'farmer',
    'agro',
    'agric',
    'poultry',
    'eggs',
    'fish',
    'fishery',
    'catfish',
    'snail',
    'snails',
    'garri',
    'yam',
    'cassava',
    'rice',
    'grains',
    'produce',
    'harvest',
    'organic',
    'vegetables',
    'livestock',
    'goat',
    'honey',
    'palm',
  ],
  beauty: [
    'beauty',
    'salon',
    'spa',
    'hair',
    'braids',
    'wigs',
    'nails',
    'lashes',
    'makeup',
    'skincare',
    'skin',
    'cosmetics',
    'shea',
    'soap',
    'soaps',
    'perfume',
    'perfumes',
    'scents',
    'glow',
    'barber',
    'oils',
    'body',
  ],
};

/** The template whose words occur most in the text; `fallback` when none does. */
export function guessTrade(text: string, templateIds: readonly string[], fallback: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let best = fallback;
  let bestHits = 0;
  for (const id of templateIds) {
    const keys = new Set(TRADE_KEYWORDS[id] ?? []);
    const hits = words.filter((w) => keys.has(w)).length;
    if (hits > bestHits) {
      best = id;
      bestHits = hits;
    }
  }
  return best;
}
