import { createHmac, randomBytes } from 'node:crypto'

/*
 * Embed views count at most once per visitor and calculator a day (issue 43 §5): the beacon is a public POST,
 * so without this anyone could inflate a client's figures by sending it again and again. A visitor is her
 * network address (an IPv6 address by its /64, what one household or phone holds), never her user agent,
 * which a script changes for free. Nothing is stored: the key is a keyed digest whose key is random, lives
 * in this process for one UTC day and is then forgotten with the day's keys (as privacy-friendly analytics
 * do), so the set cannot be turned back into addresses. Per instance: behind several instances a visitor
 * counts at most once on each. People behind one shared address count once between them.
 */
const MAX_KEYS_PER_DAY = 250_000

export function createViewOnce(now: () => Date = () => new Date()) {
  let day = ''
  let salt = randomBytes(32)
  let seen = new Set<string>()
  return function firstViewToday(publicId: string, address: string): boolean {
    const today = now().toISOString().slice(0, 10)
    if (today !== day) {
      day = today
      salt = randomBytes(32)
      seen = new Set()
    }
    const key = createHmac('sha256', salt)
      .update(`${publicId}|${visitorOf(address)}`)
      .digest('base64url')
      .slice(0, 16)
    if (seen.has(key)) return false
    // Past the cap (an address sweep), new addresses are not counted: an inflated figure is worse than a
    // short one, and the cap is far above one instance's honest day.
    if (seen.size >= MAX_KEYS_PER_DAY) return false
    seen.add(key)
    return true
  }
}

/** An IPv4 address as is; an IPv6 address by its first four groups (its /64). */
export function visitorOf(address: string) {
  const plain = address.replace(/^::ffff:/i, '')
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const before = head.split(':').filter(Boolean)
  const after = tail.split(':').filter(Boolean)
  const groups = plain.includes('::')
    ? [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after]
    : before
  return groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')
}
