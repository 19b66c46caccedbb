import type { Page } from 'playwright-core';
import { adminRequest } from './admin-api.ts';
import { signIn } from './session.ts';

/**
 * Every screen of the product, in one list: the accessibility test checks each one, and
 * `pnpm shots` photographs each one.
 */

/** Publishes the article the article route shows; returns its slug. */
export async function publishSampleArticle(apiUrl: string): Promise<string> {
  const article = await adminRequest(apiUrl, 'POST', 'blog', {
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
  /** Email and password; none means the area's 'Try the demo'. */
  account?: [string, string];
  /** The screens to check once in, below `base`. */
  paths: string[];
}

/** Signed-in areas: how to get in, and the screens to check once in. */
export const AREAS: Area[] = [
  {
    base: '/admin',
    account: ['admin@forgeworks.test', 'forge-admin-1'],
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
  { base: '/demo/admin', paths: ['overview', 'analytics', 'businesses', 'settings'] },
  {
    base: '/business',
    account: ['owner@forgeworks.test', 'forge-owner-1'],
    paths: ['overview', 'analytics', 'businesses', 'businesses/new', 'activity', 'settings'],
  },
  {
    base: '/store/admin',
    account: ['owner@forgeworks.test', 'forge-owner-1'],
    paths: ['overview', 'analytics', 'items', 'items/new', 'orders', 'settings', 'people'],
  },
];

/** Gets into an area from its sign-in screen (the page is already there). */
export async function enterArea(page: Page, area: Area): Promise<void> {
  if (area.account) await signIn(page, area.base, ...area.account);
  else {
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await page.waitForURL(`**${area.base}/businesses`);
  }
}

/** Waits for the screen's content: a heading, and nothing still loading. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .waitForFunction(() => !/Loading|Working/.test(document.body.innerText), undefined, {
      timeout: 8000,
    })
    .catch(() => undefined);
}

/** A second store with its own look and one product (an owner's, made through the API). */
export async function makeSecondStore(apiUrl: string): Promise<string> {
  const api = `${apiUrl}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'brands@forgeworks.test', password: 'brands-password-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body: unknown) =>
    (
      await fetch(`${api}/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const business = await call('POST', 'my/businesses', {
    name: `Adire House ${Date.now().toString(36)}`,
  });
  const slug = business.store.slug as string;
  await call('PATCH', `stores/${slug}`, {
    tagline: 'Hand-dyed in Abeokuta',
    description: 'Indigo adire cloth, dyed and sold by the makers.',
    primary_colour: '#23407a',
    accent_colour: '#8a3b12',
    delivery_promise: 'Sent anywhere in Nigeria within 3 days',
    categories: [{ name: 'Cloth', tags: ['adire'] }],
  });
  await call('POST', `stores/${slug}/products`, {
    name: 'Indigo adire wrapper',
    description: 'Two yards, hand-dyed',
    tags: ['adire'],
    variants: [{ qty: 5, price_kobo: 2_500_000 }],
    media: [{ file: 'art:supply:5:1', mods: {} }],
  });
  return slug;
}
