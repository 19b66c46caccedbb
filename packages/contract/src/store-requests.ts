/** Stores: the requests that set one up (settings, members, invitations, a new store). */
import { z } from 'zod';
import { zonePlacesProblem } from './delivery-rules.ts';
import { money, phoneField, shortText } from './fields.ts';
import { colourProblem, HERO_FOCUS_PATTERN, isHexColour, normaliseHost } from './store-look.ts';
import { emailField, text } from './strings.ts';

// ---------------------------------------------------------------- what the API takes

/** A brand colour: '#rrggbb' on which white text reaches 4.5:1 (store-look.ts colourProblem). */
const brandColour = (label: string) =>
  z
    .string({ error: `${label} must be a colour like #1f5f8b` })
    .max(7, { error: `${label} must be a colour like #1f5f8b`, abort: true })
    .transform((value) => value.toLowerCase())
    .superRefine((value, ctx) => {
      const problem = isHexColour(value)
        ? colourProblem(label, value)
        : `${label} must be a colour like #1f5f8b`;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An uploaded picture (/api/v1/media/…), drawn art (art:…), or '' for none. */
const pictureUrl = (label: string) =>
  z
    .string({ error: `${label} must be an uploaded picture` })
    .max(500, { error: `${label} must be an uploaded picture`, abort: true })
    .refine(
      (value) =>
        value === '' ||
        /^(https?:\/\/[a-z0-9.-]+(:\d+)?)?\/api\/v1\/media\/[\w.-]+$|^art:[a-z]+(:\d+){1,2}$/.test(
          value,
        ),
      {
        error: `${label} must be an uploaded picture`,
      },
    );

/** An https link to a profile, or ''. */
const socialLink = (label: string) =>
  z
    .string({ error: `Enter the ${label} link` })
    .trim()
    .max(300, { error: `The ${label} link is too long`, abort: true })
    .refine((value) => value === '' || /^https:\/\/[^\s<>"']+$/.test(value), {
      error: `The ${label} link must start with https://`,
    });

export const storeSettingsRequest = z.strictObject({
  name: shortText('Store name', 120, 2).optional(),
  contact_email: z.union([z.literal(''), emailField('Enter a valid email address')]).optional(),
  contact_phone: phoneField('phone number').optional(),
  delivery_zones: z
    .array(
      z.strictObject({
        name: shortText('Zone name', 80, 2),
        fee_kobo: money('Delivery fee'),
        pay_on_delivery: z
          .boolean({ error: 'Say whether the zone takes pay on delivery' })
          .optional(),
        areas: z
          .array(z.string().max(60, { error: 'Choose places from the list' }))
          .max(80, { error: 'At most 80 places in a zone' })
          .optional(),
        free_over_kobo: money('Free delivery amount').optional(),
        estimate: shortText('Delivery time', 40).optional(),
      }),
    )
    .max(30, { error: 'At most 30 zones' })
    .refine((zones) => new Set(zones.map((z) => z.name.toLowerCase())).size === zones.length, {
      error: 'Two zones have the same name',
    })
    // Places from the committed list, each in one zone (delivery-rules.ts zonePlacesProblem).
    .superRefine((zones, ctx) => {
      const problem = zonePlacesProblem(zones);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  opening_days: z
    .array(z.number({ error: 'Choose days of the week' }).int().min(0).max(6), {
      error: 'Choose days of the week',
    })
    .min(1, { error: 'Choose at least one day the store delivers' })
    .max(7, { error: 'Choose days of the week' })
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  delivery_windows: z
    .array(shortText('Time of day', 40, 2))
    .max(6, { error: 'At most 6 times of day' })
    .optional(),
  /** False switches pay on delivery off for the whole store. */
  pay_on_delivery: z.boolean({ error: 'Say whether the store takes pay on delivery' }).optional(),
  pickup_address: shortText('Pickup address', 500).optional(),
  bank_details: shortText('Bank details', 500).optional(),
  // The store's look (store-look.ts).
  tagline: shortText('Tagline', 120).optional(),
  description: shortText('Description', 1000).optional(),
  logo_url: pictureUrl('Logo').optional(),
  hero_url: pictureUrl('Hero picture').optional(),
  hero_focus: z
    .string({ error: 'The hero focus must read like 50% 30%' })
    .regex(HERO_FOCUS_PATTERN, { error: 'The hero focus must read like 50% 30%' })
    .optional(),
  primary_colour: brandColour('Primary colour').optional(),
  accent_colour: brandColour('Accent colour').optional(),
  search_hint: shortText('Search example', 80).optional(),
  delivery_promise: shortText('Delivery promise', 160).optional(),
  categories: z
    .array(
      z.strictObject({
        name: shortText('Category name', 60, 1),
        tags: z
          .array(shortText('Tag', 40, 1).transform((tag) => tag.toLowerCase()))
          .max(30, { error: 'At most 30 tags in a category' }),
      }),
    )
    .max(20, { error: 'At most 20 categories' })
    .refine((groups) => new Set(groups.map((g) => g.name.toLowerCase())).size === groups.length, {
      error: 'Two categories have the same name',
    })
    .optional(),
  social: z
    .strictObject({
      instagram: socialLink('Instagram'),
      facebook: socialLink('Facebook'),
      x: socialLink('X'),
      tiktok: socialLink('TikTok'),
      whatsapp: phoneField('WhatsApp number'),
    })
    .optional(),
  custom_domain: z
    .string({ error: 'Enter a domain' })
    .max(253, { error: 'That domain is too long', abort: true })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const host = normaliseHost(value);
      if (!host?.includes('.')) {
        ctx.addIssue({ code: 'custom', message: 'Enter a domain like shop.example.ng' });
        return z.NEVER;
      }
      // An IP address (127.0.0.1, 0x7f.1: a last label a browser reads as a number) is no domain;
      // IPv6 literals never get here (normaliseHost refuses them).
      if (/^(\d+|0x[0-9a-f]*)$/.test(host.slice(host.lastIndexOf('.') + 1))) {
        ctx.addIssue({
          code: 'custom',
          message: 'An IP address cannot be a store’s domain. Enter a domain like shop.example.ng',
        });
        return z.NEVER;
      }
      return host;
    })
    .optional(),
  // Order limits (docs/product-rules.md, "Order limits").
  max_units_per_variant: z
    .number({ error: 'Units of one item must be a number' })
    .int({ error: 'Units of one item must be a whole number' })
    .min(1, { error: 'Allow at least 1 unit of an item per order' })
    .max(10_000, { error: 'At most 10,000 units of an item per order' })
    .optional(),
  max_order_kobo: z
    .number({ error: 'The largest order must be a number' })
    .int({ error: 'The largest order must be whole kobo' })
    .min(100, { error: 'The largest order must be at least ₦1' })
    .max(100_000_000_000, { error: 'The largest order is too large' })
    .optional(),
  unconfirmed_order_hours: z
    .number({ error: 'Hours must be a number' })
    .int({ error: 'Hours must be a whole number' })
    .min(1, { error: 'Keep unconfirmed orders at least 1 hour' })
    .max(720, { error: 'Keep unconfirmed orders at most 720 hours (30 days)' })
    .optional(),
  low_stock_threshold: z
    .number({ error: 'Low stock must be a number' })
    .int({ error: 'Low stock must be a whole number' })
    .min(0, { error: 'Low stock cannot be below 0' })
    .max(1000, { error: 'Low stock can be at most 1,000' })
    .optional(),
});
export type StoreSettingsRequest = z.input<typeof storeSettingsRequest>;

/** An owner or admin gives a store to someone: they get an invite code by mail if they are new. */
export const storeMemberInviteRequest = z.strictObject({
  email: emailField('Enter a valid email address'),
  name: text({
    max: 120,
    tooLong: 'Name must be at most 120 characters',
    invalid: 'Enter a name',
    min: 2,
  }),
});
export type StoreMemberInviteRequest = z.infer<typeof storeMemberInviteRequest>;

/** POST /store-invitations/accept: the token of an invitation's mailed link. */
export const storeInvitationAcceptRequest = z.strictObject({
  token: z
    .string({ error: 'This invitation link is not complete. Open it from the mail again.' })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, {
      error: 'This invitation link is not complete. Open it from the mail again.',
    }),
});

/** The store an accepted invitation joined. */
export interface AcceptedStoreInvitation {
  slug: string;
  name: string;
}

/** An admin makes a store for a business of the outreach list (then hands it to its owner). */
/** A starter template's id (templates.ts); left out, a new store starts empty. */
const templateChoice = z
  .string({ error: 'Choose a template' })
  .max(40, { error: 'Choose a template', abort: true })
  .regex(/^[a-z0-9-]*$/, { error: 'Choose a template' })
  .transform((id) => id || undefined)
  .optional();

export const storeCreateRequest = z.strictObject({
  business_id: z.uuid({ error: 'Choose a business' }),
  template: templateChoice,
});
export type StoreCreateRequest = z.infer<typeof storeCreateRequest>;

export const ownedBusinessRequest = z.strictObject({
  name: text({
    max: 120,
    tooLong: 'Business name must be at most 120 characters',
    invalid: 'Business name is required',
    min: 2,
    tooShort: 'Business name must be at least 2 characters',
  }),
  template: templateChoice,
});
