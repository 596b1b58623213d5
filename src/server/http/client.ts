import { isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address) || address.includes(".")) return null; // IPv4 in IPv6 form: keep it whole
  const [head = "", tail] = address.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right];
}

/**
 * Whom a request counts against, for the rate limit and the cap on connections. An IPv6 client is
 * given a whole /64 (one home or phone usually has one to itself and can pick any address in it),
 * so it is counted by its first four groups; an IPv4 address (also written as ::ffff:a.b.c.d) is
 * one client.
 */
export function clientGroup(address: string | undefined): string {
  if (!address) return "unknown";
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)?.[1];
  if (mapped) return mapped;
  const groups = ipv6Groups(lower);
  if (!groups) return lower;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
