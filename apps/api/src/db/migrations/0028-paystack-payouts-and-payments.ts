import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 28,
  name: 'paystack payouts and payments',
  sql: `
-- Orders paid online through Paystack (docs/payments.md): the method 'card' (card, transfer or
-- USSD on Paystack's page). A card order's payment reference is unique across every store: it is
-- the Paystack transaction's reference, and Paystack's references are unique per account.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_check
  CHECK (payment IN ('pay_on_delivery', 'bank_transfer', 'card'));
CREATE UNIQUE INDEX orders_card_reference ON orders (payment_reference) WHERE payment = 'card';

-- Where a store's online payments settle: its Paystack subaccount, made from the owner's bank
-- account (resolved by Paystack; the account name is the bank's). One row per store.
CREATE TABLE store_payouts (
  store_id uuid PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  subaccount_code text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Money that moved (or was asked to) through Paystack for an order: the charge, and each refund.
-- A charge is one row per transaction reference; a refund one per Paystack refund id.
CREATE TABLE order_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('charge', 'refund')),
  reference text NOT NULL,
  provider_id text NOT NULL DEFAULT '',
  amount_kobo bigint NOT NULL,
  channel text NOT NULL DEFAULT '',
  status text NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX order_payments_charge ON order_payments (reference) WHERE kind = 'charge';
CREATE UNIQUE INDEX order_payments_refund ON order_payments (provider_id) WHERE kind = 'refund' AND provider_id <> '';
CREATE INDEX order_payments_order ON order_payments (order_id);

-- Webhook events already handled, by Paystack's event and id: a retry changes nothing twice.
CREATE TABLE paystack_events (
  key text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Payments that need a human (amount or currency that does not match, a refund Paystack could
-- not make, money for a cancelled order, a reference no order has): the agency's list.
CREATE TABLE payment_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id uuid REFERENCES stores(id) ON DELETE CASCADE,
  order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  reference text NOT NULL,
  reason text NOT NULL,
  amount_kobo bigint NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reference, reason)
);
`,
};
