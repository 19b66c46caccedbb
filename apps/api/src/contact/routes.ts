import {
  contactMessageAnswer,
  contactMessagePageAnswer,
  contactRequest,
  contactSentAnswer,
  listContactQuery,
  pathParams,
  updateContactRequest,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { ANYONE } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { insertContactMessage, listContactMessages, setHandled } from './queries.ts';
import { clientKey } from '../lib/client-address.ts';

/** Staff read and handle leads: marketers and admins. */
const STAFF = ['marketer', 'admin'] as const;

/** /contact and /contact/:id: prospects write in (leads); staff read and handle them. */
export default async function contactRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;
  const send = {
    description:
      "The agency site's contact form, for anyone: 201 when the message is recorded as a lead. 429 after many messages from one address in an hour (a refused form does not count).",
    body: contactRequest,
    response: { 201: contactSentAnswer },
  };
  // Validation is cheap (small body, linear patterns) and runs first, so a typo does not use up
  // the sender's quota.
  app.post('/contact', { schema: send, config: ANYONE }, async (request, reply) => {
    const message = request.body;
    await takeToken(
      db,
      `contact:${clientKey(request.ip)}`,
      { capacity: config.limits.contactPerHour, perSeconds: 3600 },
      'Too many messages from your address. Try again later.',
    );
    const id = await insertContactMessage(db, message, request.ip);
    return reply.code(201).send({ message: 'Message sent successfully', id });
  });

  // Staff read what prospects sent (leads), newest first: new (not handled) or handled ones.
  const list = {
    description:
      'A page of leads, newest first, for marketers and admins: new ones (`status=new`), handled ones, or all; with how many are not handled yet.',
    querystring: listContactQuery,
    response: { 200: contactMessagePageAnswer },
  };
  app.get('/contact', { schema: list, config: { access: STAFF } }, async (request) => {
    return listContactMessages(db, request.query);
  });

  const handle = {
    description:
      'Marks a lead handled (keeping when it first was) or new again, for marketers and admins. 404 for an unknown lead.',
    params: pathParams('id'),
    body: updateContactRequest,
    response: { 200: contactMessageAnswer },
  };
  app.patch('/contact/:id', { schema: handle, config: { access: STAFF } }, async (request) => {
    const { handled } = request.body;
    const id = request.params.id;
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new HttpError(404, 'Message not found');
    const message = await setHandled(db, id, handled);
    if (!message) throw new HttpError(404, 'Message not found');
    return message;
  });
}
