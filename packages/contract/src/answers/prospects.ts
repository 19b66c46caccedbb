import { z } from 'zod';
import type {
  BusinessStore,
  ClientStoreBoard,
  DemoStoreOptions,
  FoundStore,
  LaunchResult,
  StoreChecklist,
} from '../prospects.ts';
import { STORE_KINDS } from '../prospects.ts';
import { timestampAnswer } from './shared.ts';

/** A business's store as its row in the outreach list shows it (demo link, views, checklist). */
export const businessStoreAnswer = z
  .object({
    slug: z.string(),
    is_demo: z.boolean(),
    views: z.number(),
    last_viewed_at: timestampAnswer.nullable(),
    launched_at: timestampAnswer.nullable(),
    checklist_done: z.number(),
    checklist_total: z.number(),
  })
  .meta({ id: 'BusinessStore' }) satisfies z.ZodType<BusinessStore>;

export const demoStoreOptionsAnswer = z
  .object({
    templates: z.array(z.object({ id: z.string(), name: z.string(), summary: z.string() })),
    guess: z.string(),
    name: z.string(),
  })
  .meta({ id: 'DemoStoreOptions' }) satisfies z.ZodType<DemoStoreOptions>;

/** `POST /stores/:store/views`: whether this view was counted (once per visitor per day). */
export const viewAnswer = z.object({ counted: z.boolean() }).meta({ id: 'ViewCounted' });
export type ViewCounted = z.infer<typeof viewAnswer>;

export const launchResultAnswer = z
  .object({ slug: z.string(), owner_email: z.string() })
  .meta({ id: 'LaunchResult' }) satisfies z.ZodType<LaunchResult>;

export const storeChecklistAnswer = z
  .object({
    store: z.object({
      slug: z.string(),
      name: z.string(),
      is_demo: z.boolean(),
      launched_at: timestampAnswer.nullable(),
      opened_at: timestampAnswer.nullable(),
    }),
    items: z.array(
      z.object({
        key: z.enum(['identity', 'products', 'delivery', 'payment', 'domain', 'test_order']),
        label: z.string(),
        done: z.boolean(),
        essential: z.boolean(),
        link: z.string(),
      }),
    ),
    done: z.number(),
    total: z.number(),
  })
  .meta({ id: 'StoreChecklist' }) satisfies z.ZodType<StoreChecklist>;

export const clientStoreBoardAnswer = z
  .object({
    documents: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        business_id: z.string(),
        business_name: z.string(),
        marketer_name: z.string().nullable(),
        checklist_done: z.number(),
        checklist_total: z.number(),
        orders_this_week: z.number(),
        stale_new_orders: z.number(),
        out_of_stock: z.number(),
        days_since_last_order: z.number().nullable(),
        pays_online: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ClientStoreBoard' }) satisfies z.ZodType<ClientStoreBoard>;

export const foundStoreAnswer = z
  .object({
    slug: z.string(),
    name: z.string(),
    business_name: z.string(),
    kind: z.enum(STORE_KINDS),
    disabled: z.boolean(),
    created_at: timestampAnswer,
  })
  .meta({ id: 'FoundStore' }) satisfies z.ZodType<FoundStore>;

export const foundStoreListAnswer = z
  .object({ documents: z.array(foundStoreAnswer) })
  .meta({ id: 'FoundStoreList' });
