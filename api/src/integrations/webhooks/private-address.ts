import net from 'node:net';

// Which IP addresses a webhook may not reach: loopback, private, link-local and every other address off the public
// internet — in IPv4, and in each IPv6 form that carries an IPv4 address inside it, since a socket or a translating
// gateway turns those into the IPv4 address they carry (https://[::ffff:127.0.0.1] is 127.0.0.1).

const BLOCKED_V4 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED_V4.addSubnet(address, prefix, 'ipv4');

/** IPv6 ranges refused whole: none of them is a public receiver, whatever follows the prefix. */
const BLOCKED_V6 = new net.BlockList();
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (deprecated; ::127.0.0.1 reaches loopback on some stacks)
  ['64:ff9b:1::', 48], // local-use NAT64: a private translator, with the IPv4 address at a place only it knows
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: tunnels to an IPv4 address hidden (inverted) in the last 32 bits
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(address, prefix, 'ipv6');

/**
 * IPv6 ranges that carry an IPv4 address, and the byte it starts at: such an address is private exactly when the
 * IPv4 address it carries is (so a public server reached through DNS64 on an IPv6-only network still works).
 */
const CARRIES_V4: { range: net.BlockList; at: number }[] = (
  [
    ['::ffff:0:0', 96, 12], // IPv4-mapped
    ['::ffff:0:0:0', 96, 12], // IPv4-translated (SIIT)
    ['64:ff9b::', 96, 12], // NAT64, well-known prefix
    ['2002::', 16, 2], // 6to4
  ] as const
).map(([address, prefix, at]) => {
  const range = new net.BlockList();
  range.addSubnet(address, prefix, 'ipv6');
  return { range, at };
});

/** The 16 bytes of a valid IPv6 address without a zone (any written form: `::`, a trailing dotted quad). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const quad = text.match(/^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (quad) {
    const [a, b, c, d] = quad.slice(2).map(Number);
    text = `${quad[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const written = [...groups(head), ...groups(tail)].length;
  const all = [...groups(head), ...Array(tail === undefined ? 0 : 8 - written).fill('0'), ...groups(tail)];
  return all.flatMap((group) => {
    const n = Number.parseInt(group, 16);
    return [n >> 8, n & 0xff];
  });
}

/** Whether an IP address is loopback, link-local, private or otherwise not on the public internet (anything else: true). */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return BLOCKED_V4.check(address, 'ipv4');
  if (!net.isIPv6(address)) return true;
  const plain = address.replace(/%.*$/, '');
  if (BLOCKED_V6.check(plain, 'ipv6')) return true;
  const carrier = CARRIES_V4.find(({ range }) => range.check(plain, 'ipv6'));
  if (!carrier) return false;
  return BLOCKED_V4.check(
    ipv6Bytes(plain)
      .slice(carrier.at, carrier.at + 4)
      .join('.'),
    'ipv4',
  );
}
