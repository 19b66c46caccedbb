import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request log, sampled (docs/decisions/030-api-hot-path.md). Fastify's own writes two lines
 * for every request (incoming, completed), which cost more CPU than a cached read itself. Here
 * "request completed" carries the request id (reqId), method, redacted URL, client address,
 * status and time, and is written for:
 * - every error (status ≥ 400, or the answer failing on its way out), every request slower than
 *   `slowMs`, and every write (POST, PATCH, DELETE…; a write also says "incoming request" when it
 *   arrives, so one that never finishes is seen): always;
 * - the other reads: one in `sample` (the line says `sample`, so counts can be scaled back up),
 *   and every one at LOG_LEVEL debug or trace.
 * Fastify's other lines (stream errors, a closing server…) are unchanged. Every request is still
 * counted and timed in the metrics (lib/metrics.ts).
 */
export class SampledRequestLog extends LogController {
  private readonly every: number;
  private readonly slowMs: number;
  private seen = 0;

  constructor({ sample, slowMs, level }: { sample: number; slowMs: number; level: string }) {
    super();
    this.every = level === 'debug' || level === 'trace' ? 1 : sample;
    this.slowMs = slowMs;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (!READS.has(request.method)) request.log.info({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const read = READS.has(request.method);
    if (read) this.seen = this.seen + 1 === this.every ? 0 : this.seen + 1;
    const always = error || !read || status >= 400 || ms >= this.slowMs;
    if (!always && this.seen !== 0) return;
    const line = {
      req: request,
      res: reply,
      responseTime: ms,
      ...(error ? { err: error } : {}),
      ...(always || this.every === 1 ? {} : { sample: this.every }),
    };
    if (error) request.log.error(line, 'request errored');
    else if (status >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
