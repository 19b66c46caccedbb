import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyServerOptions,
  type FastifyRequest,
  LogController,
} from 'fastify';

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

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, made when it first writes (Fastify's `childLoggerFactory`). Fastify makes a
 * pino child for every request, serialising its request id into the child's bindings, though a
 * quick read that is not sampled writes nothing; here the child is made only for a request that
 * logs, with the same bindings and options, so every line still carries its reqId.
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  #write(level: Exclude<Level, 'silent'>, args: unknown[]): void {
    (this.#logger[level] as LogMethod)(...args);
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

export const requestLogger: ChildLoggerFactory = (parent, bindings, options) =>
  new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
