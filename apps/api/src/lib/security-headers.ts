import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once. They depend on nothing in the request, so the
 * API sets the same list on every answer in one step, where @fastify/helmet rebuilt helmet (and
 * parsed the content security policy again) for every request
 * (docs/decisions/030-api-hot-path.md). A route may still set its own
 * (the reference page's policy, a media file's sandbox): the route's value wins.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
