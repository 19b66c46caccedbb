/**
 * The drawings behind the starter templates' pictures (make-template-pictures.ts renders them):
 * flat shapes on the 400 × 300 card the storefront's drawn art uses, one drawing per item, so a
 * cake looks like a cake and no two items share a picture. Keyed by the picture's name without
 * `tpl-` (`bakery-celebration-cake`).
 */
import { DRAWINGS_FARM_AND_FASHION } from './farm-and-fashion.ts';
import { DRAWINGS_FOOD_AND_BAKERY } from './food-and-bakery.ts';
import { DRAWINGS_HEALTH_AND_BEAUTY } from './health-and-beauty.ts';
import type { Draw } from './shapes.ts';
import { DRAWINGS_SHOPS } from './shops.ts';

export const DRAWINGS: Record<string, Draw> = {
  ...DRAWINGS_FOOD_AND_BAKERY,
  ...DRAWINGS_HEALTH_AND_BEAUTY,
  ...DRAWINGS_FARM_AND_FASHION,
  ...DRAWINGS_SHOPS,
};
