/** What a request id may look like when a client or proxy sends one: short, plain characters only. */
export const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The id of a request (X-Request-Id): the one the first proxy set when it is well-formed, else a
 * new one. It goes into every log line about the request and on to the API (docs/architecture.md).
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : crypto.randomUUID();
}
