import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  contactRequest,
  listContactQuery,
  updateContactRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';

/** Staff read and handle leads: marketers and admins. */
const STAFF = ['marketer', 'admin'] as const;
const COLUMNS = 'id::text AS id, name, email, number, message, created_at, handled_at';

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
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO contact_messages (name, email, number, message, address) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
      [message.name, message.email, message.number, message.message, request.ip],
    );
    return reply.code(201).send({ message: 'Message sent successfully', id: rows[0]!.id });
  });

  // Staff read what prospects sent (leads), newest first: new (not handled) or handled ones.
  app.get('/contact', async (request) => {
    await requireUser(ctx, request, STAFF);
    const query = parse(listContactQuery, request.query);
    const filter =
      query.status === 'new'
        ? 'WHERE handled_at IS NULL'
        : query.status === 'handled'
          ? 'WHERE handled_at IS NOT NULL'
          : '';
    const { rows: counts } = await db.query<{ total: string; unread: string }>(
      `SELECT (SELECT count(*) FROM contact_messages ${filter}) AS total,
              (SELECT count(*) FROM contact_messages WHERE handled_at IS NULL) AS unread`,
    );
    const total = Number(counts[0]!.total);
    const pages = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pages);
    const { rows } = await db.query<ContactMessage>(
      `SELECT ${COLUMNS} FROM contact_messages ${filter} ORDER BY id DESC
        LIMIT ${CONTACT_PAGE_SIZE} OFFSET ${(page - 1) * CONTACT_PAGE_SIZE}`,
    );
    return { documents: rows, total, page, pages, unread: Number(counts[0]!.unread) };
  });

  app.patch<{ Params: { id: string } }>('/contact/:id', async (request) => {
    await requireUser(ctx, request, STAFF);
    const { handled } = parse(updateContactRequest, request.body);
    const id = request.params.id;
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new HttpError(404, 'Message not found');
    const { rows } = await db.query<ContactMessage>(
      `UPDATE contact_messages
          SET handled_at = CASE WHEN $2::boolean THEN coalesce(handled_at, now()) END
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, handled],
    );
    if (!rows[0]) throw new HttpError(404, 'Message not found');
    return rows[0];
  });
}
