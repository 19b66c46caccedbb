import { z } from 'zod';
import type { BusinessSummary, MarketerSummary, SummaryBusiness } from '../business-summary.ts';
import {
  BUSINESS_STATUSES,
  type Business,
  type BusinessList,
  type BusinessNameList,
  type BusinessStatus,
  type BusinessTimeline,
} from '../businesses.ts';
import type { OwnedBusiness } from '../stores.ts';
import { businessStoreAnswer } from './prospects.ts';
import { timestampAnswer } from './shared.ts';

/**
 * The outreach list's answers. The list is the hot one: its rows use nullable fields, not unions,
 * so fast-json-stringify writes them without trying a schema per row.
 */

const status = z.enum(BUSINESS_STATUSES);
/** A day, YYYY-MM-DD, or null for none. */
const day = z.string().nullable().optional();

/** As the interface has them: the details are sent on every answer, but a client may not rely on them. */
const businessFields = {
  id: z.string(),
  name: z.string(),
  marketer_id: z.string(),
  created_at: timestampAnswer,
  contact_person: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  status: status.optional(),
  notes: z.string().optional(),
  next_follow_up: day,
  updated_at: timestampAnswer.optional(),
};

/** One business of the outreach list; `GET /businesses/:id` adds its store (null: none yet). */
export const businessAnswer = z
  .object({ ...businessFields, store: businessStoreAnswer.nullable().optional() })
  .meta({ id: 'Business' }) satisfies z.ZodType<Business>;

/** A row of the list: the business with who recorded it and its store. */
export const businessListRowAnswer = z
  .object({
    ...businessFields,
    marketer_name: z.string().nullable(),
    store: businessStoreAnswer.nullable(),
  })
  .meta({ id: 'BusinessListRow' }) satisfies z.ZodType<Business>;

/** `GET /businesses?marketer_id=`: a page of the list (`pages` pages of BUSINESS_PAGE_SIZE). */
export const businessListAnswer = z
  .object({
    documents: z.array(businessListRowAnswer),
    total: z.number(),
    page: z.number(),
    pages: z.number(),
  })
  .meta({ id: 'BusinessList' }) satisfies z.ZodType<BusinessList>;

/** `GET /businesses` (no `marketer_id`): the names the similar-name check compares. */
export const businessNameListAnswer = z
  .object({
    documents: z.array(
      z.object({ name: z.string(), contact: z.string(), id: z.string().optional() }),
    ),
  })
  .meta({ id: 'BusinessNameList' }) satisfies z.ZodType<BusinessNameList>;

/** `{ message, id }`: what was done, and the id of what it was done to. */
export const messageWithIdAnswer = z
  .object({ message: z.string(), id: z.string() })
  .meta({ id: 'MessageWithId' });

export const businessTimelineAnswer = z
  .object({
    documents: z.array(
      z.object({
        id: z.string(),
        at: timestampAnswer,
        kind: z.enum(['note', 'status']),
        body: z.string(),
        from_status: status.nullable(),
        to_status: status.nullable(),
        author: z.string(),
      }),
    ),
  })
  .meta({ id: 'BusinessTimeline' }) satisfies z.ZodType<BusinessTimeline>;

/** A count per status, every status named. */
const byStatus = z.object(
  Object.fromEntries(BUSINESS_STATUSES.map((s) => [s, z.number()])) as Record<
    BusinessStatus,
    z.ZodNumber
  >,
);

const summaryBusiness = z.object({
  id: z.string(),
  name: z.string(),
  status: status.optional(),
  next_follow_up: day,
  created_at: timestampAnswer,
  marketer_name: z.string().nullable().optional(),
}) satisfies z.ZodType<SummaryBusiness>;

export const businessSummaryAnswer = z
  .object({
    scope: z.enum(['mine', 'team', 'marketer']),
    today: z.string(),
    total: z.number(),
    by_status: byStatus,
    follow_ups: z.object({
      today: z.number(),
      overdue: z.number(),
      documents: z.array(summaryBusiness),
    }),
    latest: z.array(summaryBusiness),
    weeks: z.array(z.object({ start: z.string(), added: z.number() })),
    marketers: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          total: z.number(),
          by_status: byStatus,
          added: z.number(),
          overdue: z.number(),
        }) satisfies z.ZodType<MarketerSummary>,
      )
      .optional(),
    new_leads: z.number().nullable(),
    demo_views: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          slug: z.string(),
          views: z.number(),
          last_viewed_at: timestampAnswer,
        }),
      )
      .optional(),
  })
  .meta({ id: 'BusinessSummary' }) satisfies z.ZodType<BusinessSummary>;

/** A business as its owner sees it (`/my/businesses`), with its store's numbers. */
export const ownedBusinessAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: timestampAnswer,
    store: z
      .object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        is_demo: z.boolean(),
        origin: z.string(),
        products: z.number(),
        orders: z.number(),
        open_orders: z.number(),
        awaiting_kobo: z.number(),
        revenue_kobo: z.number(),
      })
      .nullable(),
  })
  .meta({ id: 'OwnedBusiness' }) satisfies z.ZodType<OwnedBusiness>;

/** `GET /my/businesses`: the owner's businesses, newest first. */
export const ownedBusinessListAnswer = z
  .object({ documents: z.array(ownedBusinessAnswer) })
  .meta({ id: 'OwnedBusinessList' });
export type OwnedBusinessList = z.infer<typeof ownedBusinessListAnswer>;
