import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db } from '~/db/client.server'
import * as schema from '~/db/schema'
import { createProfile, syncAdminRoles } from './admin/roles.server'
import type { Config } from './env.server'
import type { Mailer } from './mailer.server'

export function createAuth({ db, config, mailer }: { db: Db; config: Config; mailer: Mailer }) {
  return betterAuth({
    appName: 'Brightline Digital',
    baseURL: config.baseUrl,
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    // Rate limits are ours (server/app.ts), shared by every instance through the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // HttpOnly and SameSite=Lax are better-auth's defaults; Secure (and the __Secure- prefix) on a public https origin.
    advanced: { useSecureCookies: config.production && config.baseUrl.startsWith('https://') },
    databaseHooks: {
      user: {
        create: {
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
      session: {
        create: {
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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Verify your e-mail address',
          text: `Welcome to Brightline Digital.\n\nConfirm your e-mail address by opening this link:\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
          html: `<p>Welcome to Brightline Digital.</p><p><a href="${url}">Confirm your e-mail address</a></p><p>If you did not sign up, ignore this e-mail.</p>`,
        })
      },
    },
  })
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '')

export type Auth = ReturnType<typeof createAuth>
