import type { Order, StoreInfo } from '@agency/contract';
import { sizedName, sizedSources } from '@agency/contract/pictures';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { plainTextSelectors } from '@react-email/render';
import { Fragment, createElement as h, type ReactNode } from 'react';
import type { Config } from '../config.ts';
import { mailPictureUrl } from '../lib/own-pictures.ts';
import { money } from '../lib/money.ts';

/**
 * The parts of an order's mails (the shopper's, orders/shopper-mail.ts, and the store's,
 * orders/mail.ts): one frame in the store's colours, the lines with their pictures, money rows.
 */

/**
 * The money lines of the receipt, from the order as stored (never recomputed): subtotal, delivery,
 * the discount when a code was used, total.
 */
export function totalRows(order: Order): { label: string; value: string; total?: boolean }[] {
  return [
    { label: 'Subtotal', value: money(order.subtotal_kobo) },
    order.fulfilment === 'none'
      ? { label: 'Delivery', value: 'None — nothing to ship' }
      : {
          label: order.fulfilment === 'pickup' ? 'Pickup' : `Delivery (${order.zone})`,
          value: order.fulfilment === 'pickup' ? 'Free' : money(order.delivery_fee_kobo),
        },
    ...(order.discount_kobo > 0
      ? [{ label: `Discount (${order.discount_code})`, value: `−${money(order.discount_kobo)}` }]
      : []),
    { label: 'Total', value: money(order.total_kobo), total: true },
  ];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Marks read by the plain-text conversion (TEXT_OPTIONS): data attributes, which createElement's types do not list. */
const SKIP_IN_TEXT: Record<string, string> = { 'data-skip-in-text': 'true' };
const TEXT_TABLE: Record<string, string> = { 'data-text-table': 'true' };

export const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const muted = { color: '#555', fontSize: '14px', lineHeight: '20px', margin: '4px 0' };

export function header(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  store: StoreInfo,
): ReactNode {
  // Only our own uploads: a logo from another site would be a tracker in the shopper's mail.
  const logo = mailPictureUrl(config, store.logo_url);
  return h(
    Section,
    { style: { backgroundColor: store.primary_colour, padding: '16px 24px' } },
    h(
      Row,
      null,
      h(
        Column,
        { style: { width: '48px' } },
        logo
          ? h(Img, { src: logo, alt: '', width: 40, height: 40, style: { borderRadius: '8px' } })
          : h(
              Text,
              {
                ...SKIP_IN_TEXT,
                style: {
                  margin: 0,
                  width: '40px',
                  lineHeight: '40px',
                  textAlign: 'center' as const,
                  borderRadius: '8px',
                  backgroundColor: store.accent_colour,
                  color: '#fff',
                  fontWeight: 700,
                },
              },
              initials(store.name),
            ),
      ),
      h(
        Column,
        null,
        h(
          Text,
          { style: { margin: 0, color: '#fff', fontSize: '18px', fontWeight: 700 } },
          store.name,
        ),
      ),
    ),
  );
}

/** react-email's Row takes its cells as a `children` prop. */
const row = (
  props: { key: string | number; style?: Record<string, string> },
  ...cells: ReactNode[]
) => h(Row, { ...props, ...TEXT_TABLE, children: h(Fragment, null, ...cells) });

/** The plain-text part: headings as written, money rows on one line, no initials. */
export const TEXT_OPTIONS = {
  plainText: true as const,
  htmlToTextOptions: {
    wordwrap: 78,
    selectors: [
      ...plainTextSelectors,
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table[data-text-table]', format: 'dataTable' },
    ],
  },
};

/**
 * The receipt's lines, each with the picture kept with it (the chosen choice's, like the order
 * page's), when it is an upload of ours; drawn art and anything else show none.
 */
export function lineRows(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  order: Order,
): ReactNode {
  return order.lines.map((line, i) => {
    const full = mailPictureUrl(config, line.image);
    // An upload's smallest copy is plenty for 48 px; a template's picture has no copies.
    const picture = full && sizedSources(full) ? sizedName(full, 320) : full;
    return row(
      { key: i, style: { borderBottom: '1px solid #eee' } },
      picture
        ? h(
            Column,
            { ...SKIP_IN_TEXT, style: { width: '60px', verticalAlign: 'top' } },
            h(Img, {
              src: picture,
              alt: '',
              width: 48,
              height: 48,
              style: { borderRadius: '6px', objectFit: 'cover', margin: '8px 0' },
            }),
          )
        : null,
      h(
        Column,
        null,
        h(Text, { style: { margin: '8px 0 0', fontWeight: 600 } }, `${line.qty} × ${line.name}`),
        line.options.length > 0
          ? h(
              Text,
              { style: { ...muted, margin: '0 0 8px' } },
              line.options.map((o) => `${o.label}: ${o.value}`).join(' · '),
            )
          : null,
      ),
      h(
        Column,
        { align: 'right', style: { width: '120px', verticalAlign: 'top' } },
        h(Text, { style: { margin: '8px 0' } }, money(line.unit_price_kobo * line.qty)),
      ),
    );
  });
}

export function totals(order: Order): ReactNode {
  return totalRows(order).map((line) => {
    const style = { margin: '4px 0', fontWeight: line.total ? 700 : 400 };
    return row(
      { key: line.label },
      h(Column, null, h(Text, { style }, line.label)),
      h(Column, { align: 'right', style: { width: '120px' } }, h(Text, { style }, line.value)),
    );
  });
}

export function heading(text: string): ReactNode {
  return h(Heading, { as: 'h2', style: { fontSize: '16px', margin: '20px 0 4px' } }, text);
}

/** Every order mail's frame: a white card on grey, the store's header, then the mail's own parts. */
export function mailFrame(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  store: StoreInfo,
  preview: string,
  ...content: ReactNode[]
): ReactNode {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: '#f4f4f4', fontFamily: font, margin: 0, padding: '16px 0' } },
      h(
        Container,
        {
          style: {
            backgroundColor: '#fff',
            maxWidth: '560px',
            borderRadius: '8px',
            overflow: 'hidden',
          },
        },
        header(config, store),
        h(Section, { style: { padding: '8px 24px 24px' } }, ...content),
      ),
    ),
  );
}

/** The mail's one button, in the store's colour. */
export function actionButton(href: string, label: string, colour: string): ReactNode {
  return h(
    Section,
    { style: { margin: '24px 0 8px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: colour,
          color: '#fff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 600,
        },
      },
      label,
    ),
  );
}
