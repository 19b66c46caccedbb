import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
type Who = Awaited<ReturnType<TestServer['user']>>;
let ada: Who;
let bola: Who;
let admin: Who;
beforeAll(async () => {
  server = await startTestServer({ limits: { contactPerHour: 100 } });
  ada = await server.user('marketer', 'Ada Marketer');
  bola = await server.user('marketer', 'Bola Marketer');
  admin = await server.user('admin');
});
afterAll(() => server.stop());

async function business(token: string, body: Record<string, unknown>) {
  const made = await server.call('POST', '/businesses', { token, body });
  expect(made.status).toBe(201);
  return made.body as { id: string; name: string };
}

/** A lead sent through "Make it yours" on the demo store made for `businessId`. */
async function demoLead(businessId: string, body: Record<string, string> = {}) {
  const demo = await server.call('POST', `/businesses/${businessId}/demo-store`, {
    token: ada.token,
    body: { template: 'food', name: `Demo ${businessId.slice(0, 8)}` },
  });
  expect(demo.status).toBe(201);
  const sent = await server.call('POST', `/stores/${demo.body.slug}/interest`, {
    body: {
      name: 'Bimpe Ade',
      email: 'bimpe@bakes.ng',
      number: '0803 123 4567',
      message: 'I want this store for my bakery',
      ...body,
    },
  });
  expect(sent.status).toBe(201);
  return sent.body.id as string;
}

async function siteLead(name: string) {
  const sent = await server.call('POST', '/contact', {
    body: { name, email: 'owner@example.ng', number: '08051112222', message: 'Tell me more' },
  });
  expect(sent.status).toBe(201);
  return sent.body.id as string;
}

const attach = (token: string, lead: string, businessId: string) =>
  server.call('POST', `/contact/${lead}/attach`, { token, body: { business_id: businessId } });

describe('adding a lead to its business', () => {
  it('fills empty details, keeps differing ones, sets interested, writes the timeline, marks the lead', async () => {
    const bakes = await business(ada.token, {
      name: "Bimpe's Bakes",
      phone: '+234 803 123 4567',
      email: 'orders@bimpes.ng',
    });
    const lead = await demoLead(bakes.id);
    const added = await attach(ada.token, lead, bakes.id);
    expect(added.status).toBe(200);
    // The same phone written another way is not a difference; the other e-mail is kept and said.
    expect(added.body.message).toBe(
      "Bimpe Ade’s message added to Bimpe's Bakes. Kept its email orders@bimpes.ng (the message gave bimpe@bakes.ng).",
    );
    expect(added.body.business).toMatchObject({
      contact_person: 'Bimpe Ade',
      phone: '+234 803 123 4567',
      email: 'orders@bimpes.ng',
      status: 'interested',
    });
    expect(added.body.lead).toMatchObject({
      attached_to: bakes.id,
      attached_name: "Bimpe's Bakes",
    });
    expect(added.body.lead.handled_at).toBeTruthy();

    const timeline = await server.call('GET', `/businesses/${bakes.id}/events`, {
      token: ada.token,
    });
    const [note, status] = timeline.body.documents;
    expect(note).toMatchObject({ kind: 'note', author: 'Ada Marketer' });
    expect(note.body).toContain("from the demo store of Bimpe's Bakes by Bimpe Ade");
    expect(note.body).toContain('I want this store for my bakery');
    expect(status).toMatchObject({
      kind: 'status',
      from_status: 'to_contact',
      to_status: 'interested',
    });

    const leads = await server.call('GET', '/contact?status=handled', { token: ada.token });
    expect(leads.body.documents[0]).toMatchObject({ id: lead, attached_to: bakes.id });
  });

  it('changes nothing when pressed again, and refuses another business', async () => {
    const shop = await business(ada.token, { name: 'Ola Shoes' });
    const lead = await siteLead('Ola Ade');
    const first = await attach(ada.token, lead, shop.id);
    expect(first.status).toBe(200);
    expect(first.body.business).toMatchObject({
      contact_person: 'Ola Ade',
      email: 'owner@example.ng',
      phone: '08051112222',
    });
    const again = await attach(ada.token, lead, shop.id);
    expect(again).toMatchObject({
      status: 200,
      body: { message: 'Ola Ade’s message is on Ola Shoes already.' },
    });
    const events = await server.call('GET', `/businesses/${shop.id}/events`, { token: ada.token });
    expect(events.body.documents).toHaveLength(2);
    const other = await business(ada.token, { name: 'Ola Bags' });
    expect(await attach(ada.token, lead, other.id)).toMatchObject({
      status: 409,
      body: { message: 'This message was added to Ola Shoes already.' },
    });
  });

  it('keeps a won business won', async () => {
    const won = await business(ada.token, { name: 'Kemi Cakes', status: 'won' });
    const added = await attach(ada.token, await siteLead('Kemi'), won.id);
    expect(added.body.business.status).toBe('won');
  });

  it("is for the business's marketer or an admin; a lead or business one cannot see is not found", async () => {
    const adas = await business(ada.token, { name: 'Tunde Grills' });
    const lead = await siteLead('Tunde');
    // Leads are every marketer's to read, but Bola may not write to Ada's business.
    expect(await attach(bola.token, lead, adas.id)).toMatchObject({
      status: 404,
      body: { message: 'Business not found' },
    });
    // A lead from Ada's demo store names her business to Bola: he is told whose it is to add to.
    const demo = await demoLead(adas.id, { name: 'Tunde Demo' });
    expect(await attach(bola.token, demo, adas.id)).toMatchObject({
      status: 403,
      body: {
        message:
          'Only the marketer who recorded this business, or an admin, can add messages to it.',
      },
    });
    const owner = await server.user('owner');
    expect((await attach(owner.token, lead, adas.id)).status).toBe(403);
    const anyone = { body: { business_id: adas.id } };
    expect((await server.call('POST', `/contact/${lead}/attach`, anyone)).status).toBe(401);
    expect(await attach(ada.token, '999999', adas.id)).toMatchObject({
      status: 404,
      body: { message: 'Message not found' },
    });
    expect((await attach(ada.token, 'abc', adas.id)).status).toBe(404);
    expect(
      await server.call('POST', `/contact/${lead}/attach`, {
        token: ada.token,
        body: { business_id: 'nope' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Choose a business' } });
    const { rows } = await server.db.query(
      'SELECT attached_to FROM contact_messages WHERE id = $1',
      [lead],
    );
    expect(rows[0]).toEqual({ attached_to: null });
    expect((await attach(admin.token, lead, adas.id)).status).toBe(200);
  });
});

describe('converting a lead to a business', () => {
  it('makes the business and adds the lead to it in one step', async () => {
    const lead = await siteLead('Musa Yusuf');
    const made = await server.call('POST', `/contact/${lead}/convert`, {
      token: ada.token,
      // The form sends the message as the notes: it still goes on the timeline once.
      body: { name: 'Musa Fabrics', notes: 'Tell me more' },
    });
    expect(made.status).toBe(201);
    expect(made.body.business).toMatchObject({
      name: 'Musa Fabrics',
      contact_person: 'Musa Yusuf',
      status: 'interested',
      marketer_id: ada.id,
    });
    expect(made.body.lead).toMatchObject({ attached_name: 'Musa Fabrics' });
    const events = await server.call('GET', `/businesses/${made.body.business.id}/events`, {
      token: ada.token,
    });
    const notes = events.body.documents.filter((e: { kind: string }) => e.kind === 'note');
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toBe(
      'Message by Musa Yusuf (owner@example.ng, 08051112222):\nTell me more',
    );
    expect(made.body.business.notes).toBe('Tell me more');
  });

  it('refuses a name like a business already recorded, naming it, and writes nothing', async () => {
    await business(bola.token, { name: 'Chika Foods' });
    const lead = await siteLead('Chika');
    const refused = await server.call('POST', `/contact/${lead}/convert`, {
      token: ada.token,
      body: { name: 'Chika Food' },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'A similar business named "Chika Foods" already exists, reach out to Bola Marketer if you feel this is a bad catch',
      },
    });
    const { rows } = await server.db.query(
      'SELECT attached_to, handled_at FROM contact_messages WHERE id = $1',
      [lead],
    );
    expect(rows[0]).toEqual({ attached_to: null, handled_at: null });
  });
});
