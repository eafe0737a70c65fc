import { createRequire } from 'node:module'
import { getDomain } from 'tldts'

/*
 * Domains no workspace may name for single sign-on (issue 43 §1): a public or free mail provider's (anyone can
 * hold a mailbox there, so its "proof" proves nothing about the institution), a bare public suffix, and this
 * site's own, and a platform admin's (a provider there must never reach an admin's account or its colleagues'). The list of free mail domains is loaded on first use: most requests never need it.
 */
let freeMail: Set<string> | undefined

function freeMailDomains() {
  freeMail ??= new Set(createRequire(import.meta.url)('email-providers/all.json') as string[])
  return freeMail
}

/** The message for the domains field when one of `domains` may not be claimed, or null. */
export function unclaimableDomain(
  domains: string[],
  site: { baseUrl: string; mailFrom: string; adminEmails: string[] },
): string | null {
  const admins = new Set(
    site.adminEmails.map((email) => getDomain(email.split('@').pop() ?? '')).filter(Boolean),
  )
  const own = new Set(
    [new URL(site.baseUrl).hostname, site.mailFrom.match(/@([^\s>]+)/)?.[1] ?? '']
      .map((host) => getDomain(host))
      .filter((domain): domain is string => Boolean(domain)),
  )
  for (const domain of domains) {
    const registrable = getDomain(domain)
    if (!registrable)
      return `${domain} is a public suffix, not an institution’s domain: name your own, e.g. bank.com.`
    if (freeMailDomains().has(domain) || freeMailDomains().has(registrable))
      return `${domain} is a public e-mail provider’s domain: anyone can have an address there. Name your institution’s own domain.`
    if (own.has(registrable)) return `${domain} is this site’s own domain and cannot sign in to a workspace.`
    if (admins.has(registrable))
      return `${domain} is the domain of this site’s administrators and cannot sign in to a workspace.`
  }
  return null
}
