export const MISDIRECTED = 'This host is not served here';

/** The host name of a Host header, without its port ('[::1]:8090' → '[::1]'). */
function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Whether a request's Host header names this API (any port); '*' in the list allows every host. */
export function hostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  if (!header) return false;
  return allowed.includes(hostName(header));
}
