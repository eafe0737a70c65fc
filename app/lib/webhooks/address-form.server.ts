import { BlockList, isIPv4, isIPv6 } from 'node:net'

/*
 * Address literals refused by their form alone, before any lookup or connection: every IPv4 range that is
 * not public, and every IPv6 range that is not, or that carries an IPv4 address inside it (IPv4-compatible
 * `::a.b.c.d`, mapped `::ffff:a.b.c.d`, NAT64, 6to4, Teredo), whose IPv4 part could be anything. Names are
 * checked again by the request-filtering agent on the address they resolve to, when the socket connects.
 */
// Two lists: one list checks an IPv4 address against its IPv6 rules too, and ::ffff:0:0/96 holds them all.
const refusedV4 = new BlockList()
const refusedV6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  refusedV4.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::127.0.0.1)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  refusedV6.addSubnet(network, prefix, 'ipv6')

/** Whether a URL's hostname is an address literal that is not public; a name is never refused here. */
export function refusedByForm(hostname: string) {
  const address = hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIPv4(address)) return refusedV4.check(address, 'ipv4')
  if (isIPv6(address)) return refusedV6.check(address, 'ipv6')
  return false
}
