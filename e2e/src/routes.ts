import { AREA_PATHS } from '@agency/areas';
import type { Page } from 'playwright-core';
import { apiAs, type Who } from './accounts.ts';

/**
 * Every screen of the product, in one list: every-route.e2e.ts checks each one at three widths, and
 * `pnpm shots` photographs each one.
 */

/** Publishes the article the article route shows; returns its slug. */
export async function publishSampleArticle(apiUrl: string): Promise<string> {
  const article = await (await apiAs('admin', apiUrl)).send('POST', 'blog', {
    title: 'Opening a store in Lagos',
    excerpt: 'What it takes, from the first product photo to the first naira.',
    content: '<h2>Start small</h2><p>Pick ten products you already sell well.</p>',
    status: 'published',
  });
  return article.data.documents[0].slug;
}

/** The screens anyone can open signed out, sign-in screens included. */
export const publicRoutes = (articleSlug: string, secondStore?: string): string[] => [
  '/',
  '/contact',
  '/blog',
  `/blog/${articleSlug}`,
  '/no-such-page',
  '/demo',
  '/demo/snailhouse/store',
  '/demo/snailhouse/store/p01',
  '/demo/checkout',
  '/demo/snailhouse',
  ...(secondStore ? [`/demo/${secondStore}`, `/demo/${secondStore}/store`] : []),
  '/store',
  '/store/snailhouse/store',
  '/store/snailhouse/store/p05',
  '/admin/auth',
  '/admin/auth/forgot-password',
  '/demo/admin/auth',
  '/business/auth',
  '/store/admin/auth',
];

export interface Area {
  base: string;
  /** Who gets in; 'visitor' is someone with no account trying the demo. */
  who: Who;
  /** The screens to check once in, below `base`. */
  paths: string[];
}

/** Signed-in areas: who gets in, and the screens to check once in. */
export const AREAS: Area[] = [
  {
    base: AREA_PATHS.admin,
    who: 'admin',
    paths: [
      'overview',
      'analytics',
      'businesses',
      'leads',
      'stores',
      'team',
      'audit',
      'settings',
      'blog',
      'blog/new',
    ],
  },
  {
    base: AREA_PATHS.demo_admin,
    who: 'visitor',
    paths: ['overview', 'analytics', 'businesses', 'settings'],
  },
  {
    base: AREA_PATHS.business,
    who: 'owner',
    paths: ['overview', 'analytics', 'businesses', 'businesses/new', 'activity', 'settings'],
  },
  {
    base: AREA_PATHS.store_admin,
    who: 'owner',
    paths: [
      'overview',
      'analytics',
      'items',
      'items/new',
      'orders',
      'orders/new',
      'orders/abandoned',
      'customers',
      'settings',
      'settings/look',
      'settings/delivery',
      'settings/payouts',
      'settings/domain',
      'settings/order-limits',
      'settings/account',
      'people',
    ],
  },
];

/** Waits for the screen's content: a heading, and nothing still loading. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .waitForFunction(() => !/Loading|Working/.test(document.body.innerText), undefined, {
      timeout: 8000,
    })
    .catch(() => undefined);
}

/** A second store with its own look and four products (an owner's, made through the API). */
export async function makeSecondStore(apiUrl: string): Promise<string> {
  const brands = await apiAs('brands', apiUrl);
  const call = (method: string, path: string, body: unknown) => brands.send(method, path, body);
  // Called once per database (the shots', the browser tests'); other tests' businesses are named
  // further than the similar-name rule's one edit from it.
  const business = await call('POST', 'my/businesses', { name: 'Adire House' });
  const slug = business.store.slug as string;
  await call('PATCH', `stores/${slug}`, {
    tagline: 'Hand-dyed in Abeokuta',
    description: 'Indigo adire cloth, dyed and sold by the makers.',
    primary_colour: '#23407a',
    accent_colour: '#8a3b12',
    delivery_promise: 'Sent anywhere in Nigeria within 3 days',
    hero_url: 'art:fabric:5:0',
    categories: [
      { name: 'Cloth', tags: ['cloth'] },
      { name: 'Made up', tags: ['made-up'] },
    ],
  });
  // Its own pictures: the drawn cloth, garment and bag art, none of Snailhouse's.
  const items = [
    ['Indigo adire wrapper', 'Two yards, hand-dyed', 'cloth', 2_500_000, 'art:fabric:5:1'],
    ['Eleko adire, two yards', 'Starch-resist pattern', 'cloth', 3_200_000, 'art:fabric:2:0'],
    ['Adire shirt', 'Short sleeves, cut to order', 'made-up', 1_800_000, 'art:garment:5:0'],
    ['Adire tote bag', 'Lined, with a zip pocket', 'made-up', 950_000, 'art:bag:5:0'],
  ] as const;
  for (const [name, description, tag, price, picture] of items)
    await call('POST', `stores/${slug}/products`, {
      name,
      description,
      tags: [tag],
      variants: [{ qty: 5, price_kobo: price }],
      media: [{ file: picture, mods: {} }],
    });
  return slug;
}
