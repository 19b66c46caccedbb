import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind, installErrorHandler } from '../src/lib/errors.ts';

// The data layer says what a rule refused (not found, a conflict, invalid) without HTTP; the
// error handler at the edge answers each kind with its status and the message, never a 500.
describe('domain errors at the edge', () => {
  it.each([
    ['not_found', 404],
    ['conflict', 409],
    ['invalid', 400],
  ] as [DomainErrorKind, number][])('%s is answered %i with its message', async (kind, status) => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/x', async () => {
      throw new DomainError(kind, 'The code SAVE10 is used up');
    });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: 'The code SAVE10 is used up' });
    await app.close();
  });
});
