import { APIError } from 'better-auth/api'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { ssoProvider, user, workspaceSso } from '~/db/schema'
import { domainOf, listDomains } from './domains'
import { decideLink, isAdminAddress, isPlatformAdmin, workspaceOfProvider } from './sso-links.server'

/**
 * A provider signs in only addresses at the domains its workspace proved (decision 0069). Without this, an owner
 * who connects a provider she controls (SAML needs no operator's trust) could have it assert anyone's address:
 * the plugin then creates that account, with a link to her provider that later signs in as its real owner.
 * Both of better-auth's writes are guarded, since the plugin's transaction is not a database one here: the
 * user it creates at an SSO endpoint, and the SSO account it links.
 */
export function ssoAddressHooks(db: Db, adminEmails: readonly string[]) {
  return {
    user: {
      async before(created: { email: string }, ctx?: SsoContext | null) {
        if (!ctx?.path?.startsWith('/sso/')) return
        await refuseOutside(db, created.email, ctx.params?.providerId ?? null)
        // An address in ADMIN_EMAILS becomes an admin once verified, and SSO marks it verified.
        if (isAdminAddress(adminEmails, created.email)) refuse(created.email, 'a platform admin’s address')
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
        const email = owner?.email ?? ''
        await refuseOutside(db, email, created.providerId)
        // Issue 43 §2: the provider takes only an account it created or one its owner linked; never an admin's.
        if (await isPlatformAdmin(db, adminEmails, created.userId))
          refuse(email, 'a platform admin’s account')
        const workspaceId = await workspaceOfProvider(db, created.providerId)
        const verdict = workspaceId ? await decideLink(db, workspaceId, created.userId) : 'refused'
        if (verdict === 'refused') refuse(email, 'an existing account its owner did not link')
      },
    },
    session: {
      /** An account linked before it became an admin's is not signed in by its provider either. */
      async before(created: { userId: string }, ctx?: SsoContext | null) {
        if (!ctx?.path?.startsWith('/sso/')) return
        if (await isPlatformAdmin(db, adminEmails, created.userId)) {
          const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, created.userId))
          refuse(owner?.email ?? '', 'a platform admin’s sign-in')
        }
      },
    },
  }
}

/** The operator's log names the domain and what was refused, never the address (issue 43 §2). */
function refuse(email: string, what: string): never {
  console.error(`Single sign-on refused ${what} at ${domainOf(email).slice(0, 100)}`)
  throw new APIError('FORBIDDEN', { code: SSO_ACCOUNT_NOT_LINKED, message: NOT_LINKED_MESSAGE })
}

export const SSO_ACCOUNT_NOT_LINKED = 'SSO_ACCOUNT_NOT_LINKED'
const NOT_LINKED_MESSAGE =
  'this account is not linked to this provider: sign in with your password, then use “Link my organization’s sign-in”'

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
