import { Resolver } from 'node:dns/promises'
import type { Config } from '~/lib/env.server'

/**
 * The one place this site asks DNS: the machine's resolver, or DNS_SERVERS (the tests' own DNS server on
 * loopback). Three seconds per try and two tries: a slow zone answers "could not be read", never a hung page.
 */
export function resolverFor(config: Pick<Config, 'dnsServers'>) {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 })
  if (config.dnsServers.length) resolver.setServers(config.dnsServers)
  return resolver
}

/**
 * A name's TXT records, each one's strings joined as RFC 7208 §3.3 reads them; 'absent' when the name has
 * none, 'unreadable' when the DNS did not answer.
 */
export async function txtRecords(
  config: Pick<Config, 'dnsServers'>,
  name: string,
): Promise<string[] | 'absent' | 'unreadable'> {
  try {
    const records = await resolverFor(config).resolveTxt(name)
    return records.map((chunks) => chunks.join(''))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'absent' : 'unreadable'
  }
}
