import { contactRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { parse } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';

export function contactRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  app.post('/contact', async (request, reply) => {
    // Validation is cheap (small body, linear patterns), so a typo does not use up the sender's quota.
    const message = parse(contactRequest, request.body);
    await takeToken(
      db,
      `contact:${request.ip}`,
      { capacity: config.limits.contactPerHour, perSeconds: 3600 },
      'Too many messages from your address. Try again later.',
    );
    await db.query(
      'INSERT INTO contact_messages (name, email, number, message, address) VALUES ($1, $2, $3, $4, $5)',
      [message.name, message.email, message.number, message.message, request.ip],
    );
    return reply.code(201).send({ message: 'Message sent successfully' });
  });

  // Admins read what prospects sent.
  app.get('/contact', async (request) => {
    await requireUser(ctx, request, ['admin']);
    const { rows } = await db.query(
      'SELECT id, name, email, number, message, created_at FROM contact_messages ORDER BY id DESC LIMIT 200',
    );
    return { documents: rows };
  });
}
