import { z } from 'zod';
import type {
  AcceptedStoreInvitation,
  DeliveryZone,
  ManagedStore,
  StoreInfo,
  StoreMember,
  StoreOverview,
} from '../stores.ts';
import type { TagGroup } from '../store-look.ts';
import { orderSummaryAnswer } from './orders.ts';

export const deliveryZoneAnswer = z
  .object({
    name: z.string(),
    fee_kobo: z.number(),
    pay_on_delivery: z.boolean().optional(),
    areas: z.array(z.string()).optional(),
    free_over_kobo: z.number().optional(),
    estimate: z.string().optional(),
  })
  .meta({ id: 'DeliveryZone' }) satisfies z.ZodType<DeliveryZone>;

export const tagGroupAnswer = z
  .object({ name: z.string(), tags: z.array(z.string()) })
  .meta({ id: 'TagGroup' }) satisfies z.ZodType<TagGroup>;

/**
 * What a shopper needs to know about a store, read by every page of its storefront: one flat
 * object, every field always sent.
 */
export const storeInfoAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    is_demo: z.boolean(),
    made_for_prospect: z.boolean().optional(),
    noindex: z.boolean().optional(),
    disabled: z.boolean().optional(),
    opening_soon: z.boolean().optional(),
    contact_email: z.string(),
    contact_phone: z.string(),
    delivery_zones: z.array(deliveryZoneAnswer),
    pay_on_delivery: z.boolean(),
    opening_days: z.array(z.number()),
    delivery_windows: z.array(z.string()),
    pickup_address: z.string(),
    bank_details: z.string(),
    pays_online: z.boolean(),
    max_units_per_variant: z.number(),
    max_order_kobo: z.number(),
    unconfirmed_order_hours: z.number(),
    low_stock_threshold: z.number(),
    // Its look (StoreLook).
    tagline: z.string(),
    description: z.string(),
    logo_url: z.string(),
    hero_url: z.string(),
    hero_focus: z.string().optional(),
    primary_colour: z.string(),
    accent_colour: z.string(),
    search_hint: z.string(),
    delivery_promise: z.string(),
    categories: z.array(tagGroupAnswer),
    social: z.object({
      instagram: z.string(),
      facebook: z.string(),
      x: z.string(),
      tiktok: z.string(),
      whatsapp: z.string(),
    }),
    // Its addresses (StoreAddress).
    subdomain_host: z.string(),
    custom_domain: z.string(),
    origin: z.string(),
  })
  .meta({ id: 'StoreInfo' }) satisfies z.ZodType<StoreInfo>;

/** A store as the people who run it see it: with the business it belongs to. */
export const managedStoreAnswer = storeInfoAnswer
  .extend({ business_id: z.string(), business_name: z.string() })
  .meta({ id: 'ManagedStore' }) satisfies z.ZodType<ManagedStore>;

export const managedStoreListAnswer = z
  .object({ documents: z.array(managedStoreAnswer) })
  .meta({ id: 'ManagedStoreList' }) satisfies z.ZodType<{ documents: ManagedStore[] }>;

/** GET /store-hosts/:host: the store a host name serves. */
export const storeHostAnswer = z.object({ slug: z.string() }).meta({ id: 'StoreHost' });
export type StoreHost = z.infer<typeof storeHostAnswer>;

export const storeOverviewAnswer = z
  .object({
    today: z.object({
      orders: z.number(),
      revenue_kobo: z.number(),
      awaiting_kobo: z.number(),
    }),
    open_orders: z.number(),
    awaiting_payment: z.number(),
    products: z.number(),
    low_stock: z.array(
      z.object({
        product_id: z.string(),
        product_slug: z.string(),
        name: z.string(),
        variant: z.string(),
        qty: z.number(),
      }),
    ),
    recent_orders: z.array(orderSummaryAnswer),
  })
  .meta({ id: 'StoreOverview' }) satisfies z.ZodType<StoreOverview>;

export const storeMemberAnswer = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['owner', 'store_admin']),
    joined: z.boolean(),
  })
  .meta({ id: 'StoreMember' }) satisfies z.ZodType<StoreMember>;

export const storeMemberListAnswer = z
  .object({ documents: z.array(storeMemberAnswer) })
  .meta({ id: 'StoreMemberList' }) satisfies z.ZodType<{ documents: StoreMember[] }>;

/** POST /store-invitations/accept: the store the invited store admin now runs. */
export const acceptedStoreInvitationAnswer = z
  .object({ slug: z.string(), name: z.string() })
  .meta({ id: 'AcceptedStoreInvitation' }) satisfies z.ZodType<AcceptedStoreInvitation>;

/** GET /stores/candidates: live businesses without a store, by name. */
export const storeCandidateListAnswer = z
  .object({ documents: z.array(z.object({ id: z.string(), name: z.string() })) })
  .meta({ id: 'StoreCandidateList' });
export type StoreCandidateList = z.infer<typeof storeCandidateListAnswer>;

/** DELETE /stores/:store/people/:user: a 204, no body (OpenAPI documents it without content). */
export const storeMemberRemovedAnswer = z.null().describe('Removed: they no longer run the store.');
