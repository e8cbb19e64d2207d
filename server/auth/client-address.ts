import { isIPv4, isIPv6 } from "node:net";

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight hextets of an IPv6 address, "::" filled in; undefined when it is not one. */
function hextets(address: string): number[] | undefined {
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return undefined;
  const [head = "", tail] = bare.split("::");
  const parse = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((group) => {
      // An embedded IPv4 tail (::1.2.3.4) is two hextets.
      if (!group.includes(".")) return [Number.parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a per-address limit counts under: an IPv4 address as it is, an IPv6 one by its /64. One
 * subscriber is usually handed a whole /64, so counting each of its addresses apart would give
 * one client 2^64 budgets.
 */
export function addressKey(address: string): string {
  const mapped = MAPPED_V4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  const groups = hextets(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
