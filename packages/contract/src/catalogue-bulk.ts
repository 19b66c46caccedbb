/** Work on several items at once from Our Items: the request, and what each action means. */
import { z } from 'zod';
import { BULK_ACTIONS, BULK_MAX_ITEMS } from './catalogue-rules.ts';
import { shortText } from './fields.ts';

export const bulkProductsRequest = z
  .strictObject({
    action: z.enum(BULK_ACTIONS, {
      error: `Action must be one of ${BULK_ACTIONS.join(', ')}`,
    }),
    ids: z
      .array(z.uuid({ error: 'Not an item id' }))
      .min(1, { error: 'Choose at least one item' })
      .max(BULK_MAX_ITEMS, { error: `Choose at most ${BULK_MAX_ITEMS} items at a time` }),
    /** The category set_category adds (one of the store's tags). */
    tag: shortText('Category', 40, 1).optional(),
  })
  .refine((body) => body.action !== 'set_category' || body.tag !== undefined, {
    error: 'Choose the category to set',
    path: ['tag'],
  });
export type BulkProductsRequest = z.input<typeof bulkProductsRequest>;
