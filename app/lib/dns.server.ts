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

/**
 * Whether every record an owner was asked to publish is in her DNS now: null, or the sentence saying which are
 * not (or whose DNS did not answer). DNS consoles split a long record into strings, sometimes with spaces, so
 * values are compared without whitespace. Shared by the domain proof and the sending domain.
 */
export async function missingTxtRecords(
  config: Pick<Config, 'dnsServers'>,
  records: { domain: string; name: string; value: string }[],
): Promise<string | null> {
  const found = await Promise.all(records.map((record) => txtRecords(config, record.name)))
  const unreadable = records.filter((_, index) => found[index] === 'unreadable')
  if (unreadable.length)
    return `The DNS of ${[...new Set(unreadable.map((record) => record.domain))].join(', ')} did not answer. Try again in a few minutes.`
  const flat = (value: string) => value.replace(/\s+/g, '')
  const missing = records.filter((record, index) => {
    const answer = found[index]
    return !(Array.isArray(answer) && answer.some((text) => flat(text) === flat(record.value)))
  })
  if (missing.length)
    return `No matching TXT record at ${missing.map((record) => record.name).join(', ')} yet. DNS changes can take up to an hour to be seen.`
  return null
}
