/** Audit events of the blog (blog.*): an article deleted. */
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { actorOf, recordAfter } from './record.ts';

export async function auditArticleDeleted(
  db: Queryable,
  request: FastifyRequest,
  user: User,
  article: { id: string; title: string },
): Promise<void> {
  await recordAfter(db, request, actorOf(user), {
    action: 'blog.deleted',
    target: { type: 'article', id: article.id },
    details: { title: article.title },
  });
}
