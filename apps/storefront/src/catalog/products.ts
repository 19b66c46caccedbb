import { productImages } from './art.ts';
import type { ProductCard } from './types.ts';

type Row = [name: string, desc: string, tags: string[], price: string, added: string, popularity: number];

/** 24 sample cards across live, processed, delicacy, supply, education and special (docs/product-rules.md). */
const ROWS: Row[] = [
  ['Giant African Land Snails (1 kg)', 'Hand-picked Achatina, washed and ready for your pot.', ['live', 'giant african', 'bestseller'], '₦6,500', '2026-10-02', 98],
  ['Breeder Snails, pair', 'Mature, proven breeders to start or grow your farm.', ['live', 'breeder'], '₦10,000', '2026-09-14', 71],
  ['Juvenile Snails (50 pack)', 'Healthy 8-week juveniles, packed with damp substrate.', ['live', 'juvenile', 'bulk'], '₦15,000', '2026-08-30', 55],
  ['Jumbo Snails (5 pieces)', 'Our largest live snails, for special occasions.', ['live', 'giant african', 'gift'], '₦12,500', '2026-11-10', 64],
  ['Frozen Snail Meat (500 g)', 'Cleaned, de-slimed and blast frozen the same day.', ['processed', 'frozen', 'bestseller'], '₦5,500', '2026-10-20', 90],
  ['Smoked Snails (250 g)', 'Slow smoked over hardwood: rich, firm and long lasting.', ['processed', 'smoked'], '₦4,000', '2026-07-18', 47],
  ['Dried Snail Chunks (200 g)', 'Sun dried and vacuum sealed for soups and stews.', ['processed', 'dried'], '₦3,500', '2026-06-05', 39],
  ['Bulk Frozen Snails (5 kg)', 'For restaurants and caterers, delivered chilled.', ['processed', 'frozen', 'bulk'], '₦45,000', '2026-11-01', 33],
  ['Peppered Snail Platter', 'Six peppered snails in our house pepper sauce.', ['delicacy', 'peppered', 'bestseller'], '₦8,000', '2026-10-28', 99],
  ['Snail Stew (family pot)', 'Palm oil stew with tender snail meat, serves four.', ['delicacy', 'stew'], '₦9,500', '2026-09-03', 76],
  ['Snail Kebab Skewers (4)', 'Grilled skewers with onions and peppers.', ['delicacy', 'kebab', 'new'], '₦6,000', '2026-11-15', 68],
  ['Party Tray, 30 snails', 'Peppered snails for your event, delivered hot.', ['delicacy', 'peppered', 'bulk'], '₦38,000', '2026-08-12', 52],
  ['Snail Feed (25 kg bag)', 'Balanced pellet feed with calcium for fast growth.', ['supply', 'feed', 'bestseller'], '₦18,000', '2026-10-11', 80],
  ['Calcium Grit (5 kg)', 'Crushed oyster shell for strong snail shells.', ['supply', 'feed'], '₦2,000', '2026-05-22', 44],
  ['Snail Pen Kit', 'Stackable wooden pen with mesh lid for 200 snails.', ['supply', 'housing', 'equipment'], '₦50,000', '2026-09-25', 36],
  ['Hatching Substrate (20 L)', 'Loamy, pest-free soil mix for egg laying.', ['supply', 'housing'], '₦4,500', '2026-07-02', 29],
  ['Farm Thermo-Hygrometer', 'Keep humidity in the 75–95% snails love.', ['supply', 'equipment', 'new'], '₦7,500', '2026-11-18', 41],
  ['Snail Farming Masterclass', 'One day on a working farm: housing, breeding, selling.', ['education', 'training'], '₦25,000', '2026-10-05', 58],
  ['Farm Setup Consultation', 'Two hours with our farm manager, on site or online.', ['education', 'consulting'], '₦30,000', '2026-08-19', 26],
  ['Snail Farming eBook', 'The 120-page guide we wish we had when we started.', ['education', 'training', 'new'], '₦3,000', '2026-11-12', 62],
  ['Farmers’ Club Membership', 'Monthly calls, buying discounts and a buy-back deal.', ['education', 'consulting', 'subscription'], '₦10,000/mo', '2026-09-09', 49],
  ['Gift Box: Snail Lovers', 'Smoked snails, pepper sauce and a recipe card.', ['special', 'gift', 'processed'], '₦14,000', '2026-11-20', 73],
  ['Chef’s Tasting Experience', 'Five snail dishes with our chef, for two.', ['special', 'delicacy', 'gift'], '₦40,000', '2026-10-30', 37],
  ['Starter Farm Bundle', 'Breeders, pen kit, feed and the masterclass, together.', ['special', 'supply', 'live', 'training'], '₦48,000', '2026-11-05', 45],
];

export const PRODUCTS: ProductCard[] = ROWS.map(([name, desc, tags, price, added, popularity], index) => ({
  _id: `p${String(index + 1).padStart(2, '0')}`,
  name,
  desc,
  tags,
  price,
  // Supplies show what they are: housing and equipment have motifs of their own.
  media: productImages(index, tags.find((tag) => tag === 'housing' || tag === 'equipment') ?? tags[0]!),
  added,
  popularity,
}));

export function findProduct(id: string): ProductCard | undefined {
  return PRODUCTS.find((product) => product._id === id);
}
