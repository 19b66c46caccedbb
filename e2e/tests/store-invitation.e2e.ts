import { readOutbox } from '@agency/api/outbox';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, useBrowser } from '../src/browser.ts';

const base = ofProduct('baseUrl');
const apiUrl = `${ofProduct('apiUrl')}/api/v1`;
const browser = useBrowser();

/** A call with no session (a link's token is all it carries). */
async function anonymousCall(method: string, path: string, body?: unknown) {
  const response = await fetch(apiUrl + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('an invitation to run a store', () => {
  it('a store admin who has an account joins only when they press Accept on the mailed link', async () => {
    const owner = await apiAs('inviter');
    const made = await owner.call('POST', 'my/businesses', { name: 'Inviter Cakes Ibadan' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const slug = made.body.store.slug as string;
    const invited = await owner.call('POST', `stores/${slug}/people`, {
      email: 'joiner@forgeworks.test',
      name: 'Jide',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    const find = async () =>
      (await readOutbox(ofProduct('dataDir'), 500)).find(
        (m) => m.to === 'joiner@forgeworks.test' && m.subject.includes('Inviter Cakes Ibadan'),
      );
    await expect.poll(find, { timeout: 5000 }).toBeTruthy();
    const link = (await find())!.body.match(/https?:\/\/\S+accept-invitation\?token=[\w-]+/)![0];
    const joiner = await apiAs('joiner');
    const storesOf = async () =>
      ((await joiner.call('GET', 'stores')).body.documents as { slug: string }[]).map(
        (s) => s.slug,
      );

    // Opening the link (as a mail scanner would) changes nothing.
    const { page } = await openPage(
      browser(),
      `${base}${new URL(link).pathname}${new URL(link).search}`,
    );
    await expect
      .poll(() => page.getByRole('button', { name: 'Accept the invitation' }).isVisible())
      .toBe(true);
    expect(await storesOf()).not.toContain(slug);

    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the store admin' }).getAttribute('href'))
      .toBe(`/store/admin/overview?store=${slug}`);
    expect(await page.getByText('You now run Inviter Cakes Ibadan').first().isVisible()).toBe(true);
    expect(await storesOf()).toContain(slug);

    // The link is spent: a second press is refused, in words.
    const again = await anonymousCall('POST', '/store-invitations/accept', {
      token: new URL(link).searchParams.get('token'),
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toEqual(expect.any(String));
  });
});
