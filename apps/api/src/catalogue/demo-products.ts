import type { MediaEntry, ProductFulfilment, ProductOption } from '@agency/contract';

/**
 * The demo store's catalogue: the 24 sample cards (docs/product-rules.md), each with options that fit it, and the
 * sample item (docs/product-rules.md). Prices are in naira here and stored in kobo. Pictures are
 * `art:` references the storefront draws (a few kB of code instead of committed photos).
 */

type Category = 'live' | 'processed' | 'delicacy' | 'supply' | 'education' | 'special';

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  details: string;
  delivery: string;
  tags: string[];
  price_suffix: '' | '/mo';
  mods: ProductOption[];
  media: MediaEntry[];
  added: string;
  popularity: number;
  rating: { value: number; count: number };
  /** [option values, naira, stock] per variant. */
  variants: [Record<string, string>, number, number][];
  fulfilment: ProductFulfilment;
}

/** Items that are not shipped (the rest are): the eBook is e-mailed. */
const NOT_SHIPPED: Record<string, ProductFulfilment> = { 'Snail Farming eBook': 'digital' };

const list = (key: string, prompt: string, options: string[], required = true): ProductOption => ({
  key,
  type: 'list',
  prompt,
  required,
  options,
  multi_select: false,
});
const SPICE = list('spice', 'How spicy?', ['Mild', 'Hot', 'Extra hot']);
const SLOT = list('deliveryTime', 'When should it arrive?', [
  'Lunch (12–2 pm)',
  'Evening (5–8 pm)',
]);
const GIFT_WRAP: ProductOption = {
  key: 'giftWrap',
  label: 'Gift wrap',
  type: 'boolean',
  prompt: 'Wrap it as a gift?',
  required: false,
};
const EVENT_DATE: ProductOption = {
  key: 'schedule',
  label: 'Date and time',
  type: 'datetime',
  prompt: 'Which day and time?',
  required: true,
};

const DELIVERY: Record<Category, string> = {
  live: 'Lagos: same day for orders placed before 11:00. Elsewhere in Nigeria: 1–3 days by chilled courier, in ventilated crates.',
  processed: 'Packed cold in an insulated bag. Lagos: next day. Elsewhere in Nigeria: 2–4 days.',
  delicacy:
    'Cooked to order and delivered hot within Lagos in the time slot you choose. Pickup at the farm shop is free.',
  supply: 'Lagos: 1–2 days. Elsewhere in Nigeria: 3–5 days by courier; bulky items go by freight.',
  education: 'Nothing to ship: we e-mail your access details within one working day.',
  special:
    'Gift boxes leave within 1–2 days in Lagos; experiences are booked for the day you choose.',
};

const ABOUT: Record<Category, string> = {
  live: 'Farm-raised on fresh greens and calcium, hand-picked, washed and packed with damp substrate so they arrive lively.',
  processed:
    'Prepared in our licensed kitchen the day the snails are harvested, with nothing added but salt.',
  delicacy:
    'Made in our kitchen from snails harvested that morning, with peppers and palm oil from local growers.',
  supply: 'The same kit we use on our own farm, chosen after ten years of raising snails in Lagos.',
  education:
    'Taught by the people who run the Snailhouse farm, with the numbers from our own books.',
  special: 'Put together by our team for the snail lovers in your life.',
};

type Row = [
  name: string,
  description: string,
  tags: string[],
  category: Category,
  added: string,
  popularity: number,
  mods: ProductOption[],
  variants: DemoProduct['variants'],
  suffix?: '' | '/mo',
];

const ROWS: Row[] = [
  [
    'Giant African Land Snails (1 kg)',
    'Hand-picked Achatina, washed and ready for your pot.',
    ['live', 'giant african', 'bestseller'],
    'live',
    '2026-10-02',
    98,
    [list('size', 'Choose a size', ['Medium', 'Large', 'Jumbo'])],
    [
      [{ size: 'Medium' }, 6500, 40],
      [{ size: 'Large' }, 7500, 25],
      [{ size: 'Jumbo' }, 9000, 10],
    ],
  ],
  [
    'Breeder Snails, pair',
    'Mature, proven breeders to start or grow your farm.',
    ['live', 'breeder'],
    'live',
    '2026-09-14',
    71,
    [list('count', 'How many pairs?', ['1 pair', '3 pairs', '5 pairs'])],
    [
      [{ count: '1 pair' }, 10000, 30],
      [{ count: '3 pairs' }, 28000, 12],
      [{ count: '5 pairs' }, 45000, 6],
    ],
  ],
  [
    'Juvenile Snails (50 pack)',
    'Healthy 8-week juveniles, packed with damp substrate.',
    ['live', 'juvenile', 'bulk'],
    'live',
    '2026-08-30',
    55,
    [list('count', 'How many snails?', ['50 snails', '100 snails'])],
    [
      [{ count: '50 snails' }, 15000, 20],
      [{ count: '100 snails' }, 28000, 8],
    ],
  ],
  [
    'Jumbo Snails (5 pieces)',
    'Our largest live snails, for special occasions.',
    ['live', 'giant african', 'gift'],
    'live',
    '2026-11-10',
    64,
    [list('count', 'How many pieces?', ['5 pieces', '10 pieces']), GIFT_WRAP],
    [
      [{ count: '5 pieces' }, 12500, 15],
      [{ count: '10 pieces' }, 24000, 6],
    ],
  ],
  [
    'Frozen Snail Meat (500 g)',
    'Cleaned, de-slimed and blast frozen the same day.',
    ['processed', 'frozen', 'bestseller'],
    'processed',
    '2026-10-20',
    90,
    [list('weight', 'Pack size', ['500 g', '1 kg'])],
    [
      [{ weight: '500 g' }, 5500, 60],
      [{ weight: '1 kg' }, 10500, 30],
    ],
  ],
  [
    'Smoked Snails (250 g)',
    'Slow smoked over hardwood: rich, firm and long lasting.',
    ['processed', 'smoked'],
    'processed',
    '2026-07-18',
    47,
    [list('weight', 'Pack size', ['250 g', '500 g'])],
    [
      [{ weight: '250 g' }, 4000, 45],
      [{ weight: '500 g' }, 7500, 20],
    ],
  ],
  [
    'Dried Snail Chunks (200 g)',
    'Sun dried and vacuum sealed for soups and stews.',
    ['processed', 'dried'],
    'processed',
    '2026-06-05',
    39,
    [],
    [[{}, 3500, 80]],
  ],
  [
    'Bulk Frozen Snails (5 kg)',
    'For restaurants and caterers, delivered chilled.',
    ['processed', 'frozen', 'bulk'],
    'processed',
    '2026-11-01',
    33,
    [],
    [[{}, 45000, 8]],
  ],
  [
    'Peppered Snail Platter',
    'Six peppered snails in our house pepper sauce.',
    ['delicacy', 'peppered', 'bestseller'],
    'delicacy',
    '2026-10-28',
    99,
    [SPICE, SLOT],
    [[{}, 8000, 50]],
  ],
  [
    'Snail Stew (family pot)',
    'Palm oil stew with tender snail meat, serves four.',
    ['delicacy', 'stew'],
    'delicacy',
    '2026-09-03',
    76,
    [list('serves', 'How many people?', ['Serves 4', 'Serves 8']), SPICE, SLOT],
    [
      [{ serves: 'Serves 4' }, 9500, 25],
      [{ serves: 'Serves 8' }, 18000, 10],
    ],
  ],
  [
    'Snail Kebab Skewers (4)',
    'Grilled skewers with onions and peppers.',
    ['delicacy', 'kebab', 'new'],
    'delicacy',
    '2026-11-15',
    68,
    [SPICE, SLOT],
    [[{}, 6000, 40]],
  ],
  [
    'Party Tray, 30 snails',
    'Peppered snails for your event, delivered hot.',
    ['delicacy', 'peppered', 'bulk'],
    'delicacy',
    '2026-08-12',
    52,
    [SPICE, EVENT_DATE],
    [[{}, 38000, 6]],
  ],
  [
    'Snail Feed (25 kg bag)',
    'Balanced pellet feed with calcium for fast growth.',
    ['supply', 'feed', 'bestseller'],
    'supply',
    '2026-10-11',
    80,
    [],
    [[{}, 18000, 30]],
  ],
  [
    'Calcium Grit (5 kg)',
    'Crushed oyster shell for strong snail shells.',
    ['supply', 'feed'],
    'supply',
    '2026-05-22',
    44,
    [],
    [[{}, 2000, 100]],
  ],
  [
    'Snail Pen Kit',
    'Stackable wooden pen with mesh lid for 200 snails.',
    ['supply', 'housing', 'equipment'],
    'supply',
    '2026-09-25',
    36,
    [],
    [[{}, 50000, 4]],
  ],
  [
    'Hatching Substrate (20 L)',
    'Loamy, pest-free soil mix for egg laying.',
    ['supply', 'housing'],
    'supply',
    '2026-07-02',
    29,
    [],
    [[{}, 4500, 35]],
  ],
  [
    'Farm Thermo-Hygrometer',
    'Keep humidity in the 75–95% snails love.',
    ['supply', 'equipment', 'new'],
    'supply',
    '2026-11-18',
    41,
    [
      {
        key: 'color',
        type: 'color',
        prompt: 'Pick a colour',
        required: true,
        options: ['white', 'black'],
      },
    ],
    [
      [{ color: 'white' }, 7500, 12],
      [{ color: 'black' }, 7500, 0],
    ],
  ],
  [
    'Snail Farming Masterclass',
    'One day on a working farm: housing, breeding, selling.',
    ['education', 'training'],
    'education',
    '2026-10-05',
    58,
    [list('date', 'Choose a date', ['Sat 5 Dec 2026', 'Sat 9 Jan 2027'])],
    [
      [{ date: 'Sat 5 Dec 2026' }, 25000, 20],
      [{ date: 'Sat 9 Jan 2027' }, 25000, 20],
    ],
  ],
  [
    'Farm Setup Consultation',
    'Two hours with our farm manager, on site or online.',
    ['education', 'consulting'],
    'education',
    '2026-08-19',
    26,
    [list('format', 'Where shall we meet?', ['Online', 'On site in Lagos'])],
    [
      [{ format: 'Online' }, 30000, 10],
      [{ format: 'On site in Lagos' }, 45000, 5],
    ],
  ],
  [
    'Snail Farming eBook',
    'The 120-page guide we wish we had when we started.',
    ['education', 'training', 'new'],
    'education',
    '2026-11-12',
    62,
    [],
    [[{}, 3000, 999]],
  ],
  [
    'Farmers’ Club Membership',
    'Monthly calls, buying discounts and a buy-back deal.',
    ['education', 'consulting', 'subscription'],
    'education',
    '2026-09-09',
    49,
    [list('months', 'How long?', ['Month to month', '12 months (2 months free)'])],
    [
      [{ months: 'Month to month' }, 10000, 200],
      [{ months: '12 months (2 months free)' }, 100000, 200],
    ],
    '/mo',
  ],
  [
    'Gift Box: Snail Lovers',
    'Smoked snails, pepper sauce and a recipe card.',
    ['special', 'gift', 'processed'],
    'special',
    '2026-11-20',
    73,
    [
      GIFT_WRAP,
      { key: 'message', type: 'text', prompt: 'A message for the card', required: false, max: 120 },
    ],
    [[{}, 14000, 18]],
  ],
  [
    'Chef’s Tasting Experience',
    'Five snail dishes with our chef, for two.',
    ['special', 'delicacy', 'gift'],
    'special',
    '2026-10-30',
    37,
    [list('guests', 'How many guests?', ['2 guests', '4 guests']), EVENT_DATE],
    [
      [{ guests: '2 guests' }, 40000, 8],
      [{ guests: '4 guests' }, 76000, 4],
    ],
  ],
  [
    'Starter Farm Bundle',
    'Breeders, pen kit, feed and the masterclass, together.',
    ['special', 'supply', 'live', 'training'],
    'special',
    '2026-11-05',
    45,
    [],
    [[{}, 48000, 5]],
  ],
];

/** Pictures: five per product, drawn by the storefront (motif, palette, variation). */
function art(index: number, motif: string) {
  return [0, 1, 2, 3, 4].map((v) => ({ file: `art:${motif}:${(index + v) % 6}:${v}`, mods: {} }));
}

export const DEMO_PRODUCTS: DemoProduct[] = ROWS.map(
  ([name, description, tags, category, added, popularity, mods, variants, suffix = ''], index) => ({
    slug: `p${String(index + 1).padStart(2, '0')}`,
    name,
    description,
    details: `${description} ${ABOUT[category]}`,
    delivery: DELIVERY[category],
    tags,
    price_suffix: suffix,
    mods,
    variants,
    // Supplies show what they are: housing and equipment have motifs of their own.
    media: art(index, tags.find((tag) => tag === 'housing' || tag === 'equipment') ?? category),
    added,
    popularity,
    rating: { value: Math.round((4 + (popularity % 10) / 10) * 10) / 10, count: popularity },
    fulfilment: NOT_SHIPPED[name] ?? 'shipped',
  }),
);

/** The sample item: six options of every kind, rating 4 with 34 reviews, variants ₦100–₦135. */
export const SAMPLE_ITEM: DemoProduct = {
  slug: 'sample-crate',
  name: 'Giant African Land Snails',
  description: 'A sample crate: pick the size, weight, crate colour and a note.',
  details:
    'Farm-raised Achatina achatina, fed on fresh greens and calcium. Each snail is hand-picked, washed and packed in breathable crates with damp substrate so it arrives lively.',
  delivery:
    'Same-day delivery in Lagos for orders placed before 11:00; 1–3 days elsewhere in Nigeria by chilled courier. Live snails travel in ventilated crates.',
  tags: ['live', 'giant african'],
  price_suffix: '',
  rating: { value: 4, count: 34 },
  added: '2026-05-01',
  popularity: 20,
  fulfilment: 'shipped',
  mods: [
    list('size', 'Choose a size', ['Small', 'Medium', 'Large', 'XL']),
    {
      key: 'weight',
      label: 'Weight per snail',
      type: 'number',
      prompt: 'How much per snail?',
      required: true,
      min: 1,
      max: 10,
      step: 0.5,
      unit: 'g',
    },
    {
      key: 'engraving',
      label: 'Crate note',
      type: 'text',
      prompt: 'Add a note for the crate',
      required: false,
      max: 50,
    },
    {
      key: 'giftWrap',
      label: 'Gift wrap',
      type: 'boolean',
      prompt: 'Wrap it as a gift?',
      required: false,
    },
    {
      key: 'schedule',
      label: 'Delivery time',
      type: 'datetime',
      prompt: 'When should we deliver?',
      required: false,
    },
    {
      key: 'color',
      label: 'Crate colour',
      type: 'color',
      prompt: 'Pick a crate colour',
      required: true,
      options: ['blue', 'green'],
    },
  ],
  variants: [
    [{ size: 'Small', color: 'blue' }, 100, 12],
    [{ size: 'Small', color: 'green' }, 105, 8],
    [{ size: 'Medium', color: 'blue' }, 110, 6],
    [{ size: 'Medium', color: 'green' }, 115, 4],
    [{ size: 'Large', color: 'blue' }, 120, 7],
    [{ size: 'Large', color: 'green' }, 125, 3],
    [{ size: 'XL', color: 'blue' }, 135, 2],
  ],
  media: [
    { file: 'art:live:5:0', mods: { color: 'blue' } },
    { file: 'art:live:5:1', mods: { color: 'blue' } },
    { file: 'art:live:1:0', mods: { color: 'green' } },
    { file: 'art:live:1:1', mods: { color: 'green' } },
    { file: 'art:live:0:2', mods: {} },
  ],
};
