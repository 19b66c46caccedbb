import {
  attachContactRequest,
  contactAttachedAnswer,
  contactMessageAnswer,
  createBusinessRequest,
  contactMessagePageAnswer,
  contactRequest,
  contactSentAnswer,
  listContactQuery,
  pathParams,
  updateContactRequest,
} from '@agency/contract';
import { businessLists } from '../businesses/index.ts';
import type { Context } from '../context.ts';
import { attachLead, convertLead } from '../flows/attach-lead.ts';
import { ANYONE, callerOf, type Refreshes } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { insertContactMessage, LEAD_ID, listContactMessages, setHandled } from './queries.ts';
import { clientKey } from '../lib/client-address.ts';

/** Staff read and handle leads: marketers and admins. */
const STAFF = ['marketer', 'admin'] as const;
/** A lead joining a business changes the live workspace's business lists. */
const LISTS: Refreshes = () => [businessLists('live')];

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
    if (!LEAD_ID.test(id)) throw new HttpError(404, 'Message not found');
    const message = await setHandled(db, id, handled);
    if (!message) throw new HttpError(404, 'Message not found');
    return message;
  });

  const attach = {
    description:
      "Adds a lead to a business (\"Add to …\"), for the marketer who recorded the business or an admin: the lead's name, e-mail and phone fill the business's empty details (the message says which differing ones were kept), the business becomes interested (a won one stays won), the message goes on its timeline, and the lead is marked handled and linked. Pressing again answers the same and changes nothing. 403 for another marketer's business the lead came from (its demo store); 404 for an unknown lead or any other business the caller may not see; 409 when the lead was added to another business.",
    params: pathParams('id'),
    body: attachContactRequest,
    response: { 200: contactAttachedAnswer },
  };
  const attachConfig = { access: STAFF, refreshes: LISTS };
  app.post('/contact/:id/attach', { schema: attach, config: attachConfig }, async (request) =>
    attachLead(ctx, callerOf(request), request.params.id, request.body.business_id),
  );

  const convert = {
    description:
      'Makes a new business from a lead ("Convert to business") under the caller, then adds the lead to it as `/contact/:id/attach` does, in one step. 409 when the name is within one letter of a business already recorded (the message names it, so the lead can be added to it instead), or when the lead was added to a business already; 404 for an unknown lead.',
    params: pathParams('id'),
    body: createBusinessRequest,
    response: { 201: contactAttachedAnswer },
  };
  app.post(
    '/contact/:id/convert',
    { schema: convert, config: attachConfig },
    async (request, reply) => {
      const answer = await convertLead(ctx, callerOf(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );
}
