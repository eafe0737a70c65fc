/** E-mail domains as an owner types them: "bank.com, staff.bank.com" → ['bank.com', 'staff.bank.com']. */
export function parseDomains(value: string): { domains: string[] } | { error: string } {
  const domains = [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ]
  if (domains.length === 0) return { error: 'Name at least one e-mail domain, e.g. bank.com.' }
  if (domains.length > 10) return { error: 'Name at most 10 e-mail domains.' }
  const bad = domains.find((domain) => !DOMAIN.test(domain))
  if (bad) return { error: `"${bad.slice(0, 100)}" is not an e-mail domain, e.g. bank.com.` }
  return { domains }
}

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? ''

export const listDomains = (stored: string) => stored.split(',').filter(Boolean)
