import { z } from 'zod';

/**
 * GET /health: the process is alive. Kept tiny on purpose (it is the API's cheapest route, asked
 * many times a minute): a constant and the kind of database, which fast-json-stringify writes
 * without looking at either.
 */
export const healthAnswer = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'Health' });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** GET /ready: the database and the storage both answered (otherwise 503 with a `{ message }`). */
export const readyAnswer = z
  .object({ status: z.literal('ready'), database: z.literal('ok'), storage: z.literal('ok') })
  .meta({ id: 'Ready' });
export type ReadyAnswer = z.infer<typeof readyAnswer>;
