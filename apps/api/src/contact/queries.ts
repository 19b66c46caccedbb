import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  type ContactRequest,
  type ListContactQuery,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';

const COLUMNS = `id::text AS id, name, email, number, message, created_at, handled_at, business_id,
  (SELECT b.name FROM businesses b WHERE b.id = contact_messages.business_id) AS business_name,
  attached_to, (SELECT b.name FROM businesses b WHERE b.id = contact_messages.attached_to) AS attached_name`;

/** A lead's id as the path carries it: a positive bigint, else no lead has it. */
export const LEAD_ID = /^[1-9]\d{0,17}$/;

/** Records what a prospect sent, with the address it came from; answers its id. */
export async function insertContactMessage(
  db: Queryable,
  message: ContactRequest,
  address: string,
  /** The business whose demo store it was sent from ("Make it yours"). */
  businessId: string | null = null,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO contact_messages (name, email, number, message, address, business_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
    [message.name, message.email, message.number, message.message, address, businessId],
  );
  return rows[0]!.id;
}

/** A page of leads, newest first: new (not handled), handled, or all; with how many are unread. */
export async function listContactMessages(db: Queryable, query: ListContactQuery) {
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
}

/** Marks a lead handled (keeping when it first was) or new again. */
export async function setHandled(
  db: Queryable,
  id: string,
  handled: boolean,
): Promise<ContactMessage | undefined> {
  const { rows } = await db.query<ContactMessage>(
    `UPDATE contact_messages
          SET handled_at = CASE WHEN $2::boolean THEN coalesce(handled_at, now()) END
        WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, handled],
  );
  return rows[0];
}

/** One lead, locked until the caller's transaction ends (two "Add to" presses wait in turn). */
export async function readContactMessage(
  tx: Queryable,
  id: string,
): Promise<ContactMessage | undefined> {
  if (!LEAD_ID.test(id)) return undefined;
  const { rows } = await tx.query<ContactMessage>(
    `SELECT ${COLUMNS} FROM contact_messages WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** The lead joins its business: handled (keeping when it first was) and linked to it. */
export async function markAttached(
  tx: Queryable,
  id: string,
  businessId: string,
): Promise<ContactMessage> {
  const { rows } = await tx.query<ContactMessage>(
    `UPDATE contact_messages SET attached_to = $2, handled_at = coalesce(handled_at, now())
        WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, businessId],
  );
  return rows[0]!;
}
