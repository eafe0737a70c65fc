import { sso } from '@better-auth/sso'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { BetterAuthPlugin } from 'better-auth'
import type { Db } from '~/db/client.server'
import { joinThroughSso, ssoRequiredFor } from './sso-join.server'

/** The one redirect URI every client's identity provider registers (decision 0056). */
export const SSO_CALLBACK_PATH = '/sso/callback'

export const SSO_REQUIRED_MESSAGE =
  'Your organization signs in with single sign-on. Use "Sign in with single sign-on" below, with your work e-mail.'

/**
 * better-auth's SSO plugin (OpenID Connect and SAML 2.0) and our rule around it: a verified domain's users join the
 * workspace at their sign-in, and a workspace that requires SSO refuses its domain's passwords.
 */
export function ssoPlugins(db: Db, adminEmails: readonly string[]) {
  return [
    sso({
      // One callback for every provider, so changing a workspace's provider keeps the redirect URI.
      redirectURI: SSO_CALLBACK_PATH,
      // Set by our own proof (an admin's approval or a link e-mailed to the domain), never by DNS.
      domainVerification: { enabled: true },
      providersLimit: 1000,
      // SAML (decision 0069): a response signed or encrypted with a deprecated algorithm (SHA-1) is refused.
      saml: { algorithms: { onDeprecated: 'reject' } },
      provisionUserOnEveryLogin: true,
      async provisionUser({ user, provider }) {
        await joinThroughSso(db, { id: user.id, email: user.email }, provider.providerId)
      },
    }),
    {
      id: 'sso-required',
      hooks: {
        before: [
          {
            matcher: (ctx) => ctx.path === '/sign-in/email',
            handler: createAuthMiddleware(async (ctx) => {
              const email = (ctx.body as { email?: unknown } | undefined)?.email
              if (typeof email === 'string' && (await ssoRequiredFor(db, email, adminEmails)))
                throw new APIError('FORBIDDEN', { message: SSO_REQUIRED_MESSAGE, code: 'SSO_REQUIRED' })
            }),
          },
        ],
      },
    } satisfies BetterAuthPlugin,
  ] as const
}

/** The plugin's routes our pages call on the server only: over HTTP they answer 404. */
export const SSO_SERVER_ONLY_PATHS = [
  '/sso/register',
  '/sso/update-provider',
  '/sso/delete-provider',
  '/sso/providers',
  '/sso/get-provider',
  '/sso/request-domain-verification',
  '/sso/verify-domain',
]
