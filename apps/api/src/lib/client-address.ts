import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that limiter keys use (docs/decisions/009-device-cookie-and-trusted-proxies.md).
 * IPv4 addresses are used whole (an IPv4-mapped IPv6 address counts as its IPv4 address); IPv6
 * addresses are cut to their /64, the block one subscriber gets, so rotating through a /64 does
 * not give an abuser fresh keys. Anything unparsable is used as it came.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
