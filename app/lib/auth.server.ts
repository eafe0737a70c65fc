import { randomBytes } from 'node:crypto'
import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import * as schema from '~/db/schema'
import { queueAccountMail } from './account/account-mail.server'
import { accountHooks } from './account/auth-hooks.server'
import { PASSKEY_SERVER_ONLY_PATHS, passkeyPlugins } from './account/passkeys.server'
import { hashedRecoveryCodes } from './account/recovery-codes.server'
import { beforeSessionCreate } from './account/session-hooks.server'
import { SIGNUP_PROOF_MAX_AGE } from './account/signup-proof.server'
import { createProfile, syncAdminRoles } from './admin/roles.server'
import type { Config } from './env.server'
import { createDbRateLimiter, type RateLimiter } from './rate-limit.server'
import { encryptSsoSecretsAtRest } from './sso/secret-at-rest.server'
import { ssoAddressHooks } from './sso/sso-address.server'
import { SSO_SERVER_ONLY_PATHS, ssoPlugins } from './sso/sso-auth.server'

const RESET_LINK_SECONDS = 60 * 60

/** How passwords are hashed and checked; absent, better-auth's own scrypt (what every server uses). */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>
  verify: (input: { hash: string; password: string }) => Promise<boolean>
}

type AuthOptions = {
  db: Db
  config: Config
  rateLimiter?: RateLimiter
  /**
   * Only the integration tests pass one (tests/support/password-hasher.ts), as they pass a clock: a cheaper
   * scrypt, so that the suite's thousand sign-ups do not spend its CPU on key stretching. No setting or
   * variable reaches this from a running server (server/app.ts passes none).
   */
  passwordHasher?: PasswordHasher
}

export function createAuth({
  db,
  config,
  rateLimiter = createDbRateLimiter(db),
  passwordHasher,
}: AuthOptions) {
  const secureCookies = config.production && config.baseUrl.startsWith('https://')
  const resetUrl = (token: string) =>
    `${config.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`

  /** A single-use reset link, as requestPasswordReset makes them, for mails better-auth does not send itself. */
  async function issueResetUrl(userId: string) {
    const token = randomBytes(24).toString('base64url')
    const context = await auth.$context
    await context.internalAdapter.createVerificationValue({
      value: userId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
    })
    return resetUrl(token)
  }

  // A provider signs in only addresses at its workspace's proved domains (decision 0069).
  const ssoAddress = ssoAddressHooks(db, config.adminEmails)
  const lockedAndIpless = beforeSessionCreate(db)
  const drizzle = drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: schema.user,
      session: schema.session,
      account: schema.account,
      verification: schema.verification,
      twoFactor: schema.twoFactor,
      ssoProvider: schema.ssoProvider,
      passkey: schema.passkey,
    },
  })

  const auth = betterAuth({
    appName: 'Brightline Digital',
    baseURL: config.baseUrl,
    secret: config.authSecret,
    // The SSO plugin's client secrets are stored encrypted with the auth secret (decision 0068).
    database: (options: BetterAuthOptions) => encryptSsoSecretsAtRest(drizzle(options), config.authSecret),
    // Rate limits are ours (server/services.ts), shared by every instance through the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // TOTP with recovery codes (docs/decisions/0050): the secret is stored encrypted with the auth secret, the
    // codes as keyed hashes (decision 0066); each sign-in challenge allows a few attempts before it must start again.
    // Passkeys (decision 0065): relying party = BASE_URL's host, and only an origin of BASE_URL is accepted.
    plugins: [
      twoFactor({
        issuer: 'Brightline Digital',
        backupCodeOptions: { storeBackupCodes: hashedRecoveryCodes(config.authSecret) },
      }),
      ...ssoPlugins(db, config.adminEmails),
      ...passkeyPlugins(config.baseUrl, db),
    ],
    // Single sign-on (decision 0056): the identity providers the operator lets the plugin reach.
    trustedOrigins: config.ssoIdpOrigins,
    disabledPaths: [...SSO_SERVER_ONLY_PATHS, ...PASSKEY_SERVER_ONLY_PATHS],
    session: {
      additionalFields: {
        signedInWithPasskey: { type: 'boolean', required: false, defaultValue: false, input: false },
        // No default: a session made in place of another (two-factor turned on or off) copies its method.
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    // HttpOnly and SameSite=Lax are better-auth's defaults; Secure (and the __Secure- prefix) on a public https origin.
    // No IP address is kept with a session (decision 0057); our rate limits count client addresses themselves.
    advanced: { useSecureCookies: secureCookies, ipAddress: { disableIpTracking: true } },
    hooks: accountHooks({
      baseUrl: config.baseUrl,
      secureCookies,
      db,
      secret: config.authSecret,
      rateLimiter,
    }),
    databaseHooks: {
      user: {
        create: {
          before: ssoAddress.user.before,
          async after(created, context) {
            const body = (context?.body ?? {}) as Record<string, unknown>
            await createProfile(db, created.id, {
              firstName: text(body.first_name),
              lastName: text(body.last_name),
            })
          },
        },
        update: {
          async after(updated) {
            if (updated.emailVerified) await syncAdminRoles(db, config.adminEmails, updated.id)
          },
        },
      },
      account: { create: { before: ssoAddress.account.before } },
      session: {
        create: {
          // A locked account gets no session; none keeps an IP address (decision 0057).
          async before(created, context) {
            await ssoAddress.session.before(created, context)
            return lockedAndIpless(created, context)
          },
          async after(created) {
            await syncAdminRoles(db, config.adminEmails, created.userId)
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(passwordHasher && { password: passwordHasher }),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await queueAccountMail(db, {
          template: 'password-reset',
          to: user.email,
          url: resetUrl(token),
        })
      },
      // The link came through the inbox, so the address is the resetter's: verified, and admin if listed.
      async onPasswordReset({ user }) {
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id))
        await syncAdminRoles(db, config.adminEmails, user.id)
      },
      // A repeated sign-up reaches the owner, who alone can then choose the password (docs/decisions).
      async onExistingUserSignUp({ user }) {
        await queueAccountMail(db, {
          template: 'existing-account',
          to: user.email,
          url: await issueResetUrl(user.id),
          verified: user.emailVerified,
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: SIGNUP_PROOF_MAX_AGE,
      async sendVerificationEmail({ user, url }) {
        await queueAccountMail(db, { template: 'verification', to: user.email, url })
      },
    },
  })
  return auth
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '')

export type Auth = ReturnType<typeof createAuth>
