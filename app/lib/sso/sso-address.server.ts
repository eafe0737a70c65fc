import { APIError } from 'better-auth/api'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, user, workspaceSso } from '~/db/schema'
import { domainOf, listDomains } from './domains'

/**
 * A provider signs in only addresses at the domains its workspace proved (decision 0069). Without this, an owner
 * who connects a provider she controls (SAML needs no operator's trust) could have it assert anyone's address:
 * the plugin then creates that account, with a link to her provider that later signs in as its real owner.
 * Both of better-auth's writes are guarded, since the plugin's transaction is not a database one here: the
 * user it creates at an SSO endpoint, and the SSO account it links.
 */
export function ssoAddressHooks(db: Db) {
  return {
    user: {
      async before(created: { email: string }, ctx?: SsoContext | null) {
        if (!ctx?.path?.startsWith('/sso/')) return
        await refuseOutside(db, created.email, ctx.params?.providerId ?? null)
      },
    },
    account: {
      async before(created: { providerId: string; userId: string }) {
        const [provider] = await db
          .select({ id: ssoProvider.providerId })
          .from(ssoProvider)
          .where(eq(ssoProvider.providerId, created.providerId))
        if (!provider) return
        const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, created.userId))
        await refuseOutside(db, owner?.email ?? '', created.providerId)
      },
    },
  }
}

type SsoContext = { path?: string; params?: Record<string, string | undefined> }

/** The verified domains `providerId` signs in for; without one (the shared OIDC callback), every verified one. */
async function refuseOutside(db: Db, email: string, providerId: string | null) {
  const rows = await db
    .select({ domain: ssoProvider.domain })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(
      and(
        isNotNull(workspaceSso.verifiedAt),
        providerId ? eq(workspaceSso.providerId, providerId) : undefined,
      ),
    )
  if (rows.some((row) => listDomains(row.domain).includes(domainOf(email)))) return
  // The operator's log names the domain and the provider, not the address.
  console.error(
    `Single sign-on refused an address at ${domainOf(email).slice(0, 100)}: not a proved domain of ${providerId ?? 'any provider'}`,
  )
  throw new APIError('FORBIDDEN', {
    code: 'SSO_ADDRESS_OUTSIDE_DOMAIN',
    message: `${email.slice(0, 100)} is not at a domain this provider may sign in for`,
  })
}
