import { z } from 'zod';
import type { StoreDomain } from '../store-domain.ts';

/** GET /stores/:store/domain and POST /stores/:store/domain/check. */
export const storeDomainAnswer = z
  .object({
    domain: z.string(),
    state: z.enum(['not_connected', 'points_here', 'secure']),
    checked_at: z.string().nullable(),
    problem: z.string(),
    records: z.array(
      z.object({ type: z.enum(['CNAME', 'A', 'AAAA']), name: z.string(), value: z.string() }),
    ),
    origin: z.string(),
  })
  .meta({ id: 'StoreDomain' }) satisfies z.ZodType<StoreDomain>;

/** GET /store-hosts/:host/domain-proof/:token: the token, when it is that host's store's. */
export const domainProofAnswer = z.object({ token: z.string() }).meta({ id: 'DomainProof' });
