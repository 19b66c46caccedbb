import { migration as m0001 } from './0001-initial-schema.ts';
import { migration as m0002 } from './0002-atomic-limiters-decaying-locks.ts';
import { migration as m0003 } from './0003-indexed-slug-prefix-search.ts';
import { migration as m0004 } from './0004-stores-products-variants-and-orders.ts';
import { migration as m0005 } from './0005-business-details-and-handled-leads.ts';
import { migration as m0007 } from './0007-deactivated-users.ts';
import { migration as m0008 } from './0008-demo-workspaces.ts';
import { migration as m0009 } from './0009-store-looks-addresses-and-people.ts';
import { migration as m0010 } from './0010-order-limits-stock-versions-staff-sessions.ts';
import { migration as m0011 } from './0011-audit-log.ts';
import { migration as m0012 } from './0012-product-drafts.ts';
import { migration as m0013 } from './0013-demo-stores-views-and-launch.ts';
import { migration as m0014 } from './0014-business-timeline.ts';
import { migration as m0015 } from './0015-forgiving-search-and-picture-sizes.ts';
import { migration as m0016 } from './0016-payment-status-order-history-mail-queue.ts';
import { migration as m0017 } from './0017-discounts-fulfilment-kinds-article-covers.ts';
import { migration as m0019 } from './0019-uploads-outlive-their-uploader.ts';
import { migration as m0020 } from './0020-order-numbers-per-store-and-store-invitations.ts';
import { migration as m0021 } from './0021-store-disabled-at.ts';
import { migration as m0022 } from './0022-two-step-sign-in.ts';
import { migration as m0023 } from './0023-store-opening-and-samples.ts';
import { migration as m0024 } from './0024-custom-domain-checks.ts';
import { migration as m0025 } from './0025-pay-on-delivery-choice-and-phone-numbers.ts';
import { migration as m0027 } from './0027-order-digests-in-the-outbox.ts';
import { migration as m0028 } from './0028-paystack-payouts-and-payments.ts';
import { migration as m0030 } from './0030-order-sources.ts';
import { migration as m0031 } from './0031-sales-taken-by-hand.ts';
import { migration as m0032 } from './0032-abandoned-checkouts.ts';
import { migration as m0033 } from './0033-leads-join-their-business.ts';
import { migration as m0035 } from './0035-items-that-do-not-track-stock.ts';
import { migration as m0036 } from './0036-made-to-order-and-zones-by-place.ts';
import { migration as m0037 } from './0037-order-steps-tracking-invoice-numbers.ts';
import { migration as m0038 } from './0038-search-choices-and-low-stock-mail.ts';
import { migration as m0039 } from './0039-pictures-sized-after-the-upload.ts';
import { migration as m0040 } from './0040-compare-at-sku-and-hero-focus.ts';
import type { Migration } from './types.ts';

export type { Migration } from './types.ts';

/**
 * Versioned schema changes, applied in this order at start, each in its own transaction
 * (db/migrate.ts). Never edit a released migration: add the next one as a new file
 * (NNNN-what-it-does.ts exporting `migration`) and one line at the end of this list.
 *
 * There is no version 6, on purpose. It never existed in any commit: 7 ("deactivated users",
 * 6126c07) landed before 5 ("business details and handled leads", bb2f07f), the numbers having been
 * handed out to work in parallel, and 6 was never used. It must stay unused so databases that
 * already record 1–5, 7 and 8 in schema_migrations keep their numbering. 12–17 were likewise
 * handed out to parallel work and all landed together; the next one is 18.
 */
export const MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0027,
  m0028,
  m0030,
  m0031,
  m0032,
  m0033,
  m0035,
  m0036,
  m0037,
  m0038,
  m0039,
  m0040,
];
