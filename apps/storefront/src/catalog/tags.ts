import type { TagGroup } from './types.ts';

/** The tag groups of the Categories dropdown ('Pocessed Snails' is spelled so). */
export const TAG_GROUPS: TagGroup[] = [
  { name: 'custom', tags: ['bestseller', 'new', 'bulk', 'gift'] },
  { name: 'Live Snails', tags: ['live', 'giant african', 'breeder', 'juvenile'] },
  { name: 'Pocessed Snails', tags: ['processed', 'frozen', 'dried', 'smoked'] },
  { name: 'Snail Meat Delicacies', tags: ['delicacy', 'peppered', 'stew', 'kebab'] },
  { name: 'Snail Farming Supplies', tags: ['supply', 'feed', 'housing', 'equipment'] },
  {
    name: 'Educational & Consulting',
    tags: ['education', 'training', 'consulting', 'subscription', 'special'],
  },
];
