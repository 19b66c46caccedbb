import { contactRequest, listContactQuery, updateContactRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import { insertContactMessage, listContactMessages, setHandled } from './queries.ts';
import { clientKey } from '../lib/client-address.ts';

/** Staff read and handle leads: marketers and admins. */
const STAFF = ['marketer', 'admin'] as const;

/** /contact and /contact/:id: prospects write in (leads); staff read and handle them. */
export default async function contactRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, config } = ctx;
  app.post('/contact', async (request, reply) => {
    // Validation is cheap (small body, linear patterns), so a typo does not use up the sender's quota.
    const message = parse(contactRequest, request.body);
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
  app.get('/contact', async (request) => {
    await requireUser(ctx, request, STAFF);
    const query = parse(listContactQuery, request.query);
    return listContactMessages(db, query);
  });

  app.patch<{ Params: { id: string } }>('/contact/:id', async (request) => {
    await requireUser(ctx, request, STAFF);
    const { handled } = parse(updateContactRequest, request.body);
    const id = request.params.id;
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new HttpError(404, 'Message not found');
    const message = await setHandled(db, id, handled);
    if (!message) throw new HttpError(404, 'Message not found');
    return message;
  });
}
