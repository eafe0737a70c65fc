import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional())

/** "a, b,,c" → ['a', 'b', 'c']; unset → []. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : []

const flag = z.preprocess(emptyAsUnset, z.enum(['0', '1']).default('0')).transform((value) => value === '1')

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUnset, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  BASE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) origin, e.g. https://example.com' }),
  ),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  CONTACT_TO: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_EMAILS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean)
        : [],
    z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })),
  ),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // An Ed25519 private key (PKCS#8 PEM; literal \n accepted) that signs receipts; unset: DATA_DIR's generated one.
  RECEIPT_SIGNING_KEY: optional(
    z
      .string()
      .transform((value) => value.replaceAll('\\n', '\n'))
      .refine((value) => value.includes('-----BEGIN PRIVATE KEY-----'), 'must be a PKCS#8 PEM private key'),
  ),
  RATE_LIMIT_CONTACT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(5)),
  RATE_LIMIT_LEADS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(5)),
  RATE_LIMIT_AUTH: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(10)),
  RATE_LIMIT_REPORTS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(20)),
  // Decision 0045: "E-mail my results" to one recipient, whoever asks.
  REPORT_MAILS_PER_RECIPIENT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(3)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })),
  TRUST_PROXY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(0)),
  // Delay before the first retry of a failed owner e-mail (doubled each time); tests shorten it.
  CONTACT_RETRY_BASE_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(30_000)),
  // A published embed's Cache-Control (docs/decisions/0032-embed-html-cache.md); tests shorten them.
  EMBED_MAX_AGE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(60)),
  EMBED_SHARED_MAX_AGE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(300)),
  // Webhooks (docs/decisions/0033): receivers must be public https addresses unless these say otherwise.
  // Audit entries are kept at least seven years (examiners ask for five to seven); longer on request.
  AUDIT_RETENTION_YEARS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(7).max(100).default(7)),
  ARCHIVE_RETENTION_YEARS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(2).max(100).default(2)),
  WEBHOOK_ALLOW_HTTP: flag,
  REQUIRE_ADMIN_2FA: flag,
  // Single sign-on (decision 0056): the identity providers' origins this site may fetch and be sent back from.
  SSO_IDP_ORIGINS: z.preprocess(
    commaList,
    z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })),
  ),
  WEBHOOK_ALLOW_PRIVATE: flag,
  // Tests only: the DNS servers domain proofs ask (host:port, comma-separated); unset, the machine's resolver.
  DNS_SERVERS: z.preprocess(
    commaList,
    z.array(z.string().regex(/^[\d.:[\]a-f]+$/i, 'must be a comma-separated list of IP[:port] addresses')),
  ),
  // The retry schedule and the receiver's deadline; tests shorten them.
  WEBHOOK_RETRY_BASE_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(30_000)),
  WEBHOOK_RETRY_CAP_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(3_600_000)),
  WEBHOOK_MAX_ATTEMPTS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(31)),
  WEBHOOK_TIMEOUT_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(10_000)),
})

/** The configuration as the code reads it, derived from the variables; AUTH_SECRET is resolved by loadConfig. */
const ConfigSchema = EnvSchema.transform((e) => ({
  production: e.NODE_ENV === 'production',
  port: e.PORT,
  host: e.HOST,
  baseUrl: originOf(e),
  dataDir: path.resolve(e.DATA_DIR),
  databaseUrl: e.DATABASE_URL,
  smtpUrl: e.SMTP_URL,
  mailFrom: e.MAIL_FROM ?? 'Brightline Digital <no-reply@brightline-digital.example>',
  contactTo: e.CONTACT_TO ?? 'hello@brightline-digital.example',
  adminEmails: e.ADMIN_EMAILS,
  requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA,
  ssoIdpOrigins: e.SSO_IDP_ORIGINS.map((origin) => new URL(origin).origin),
  dnsServers: e.DNS_SERVERS,
  authSecret: e.AUTH_SECRET,
  receiptSigningKey: e.RECEIPT_SIGNING_KEY,
  rateLimitContact: e.RATE_LIMIT_CONTACT,
  rateLimitAuth: e.RATE_LIMIT_AUTH,
  rateLimitLeads: e.RATE_LIMIT_LEADS,
  rateLimitReports: e.RATE_LIMIT_REPORTS,
  reportMailsPerRecipient: e.REPORT_MAILS_PER_RECIPIENT,
  redisUrl: e.REDIS_URL,
  trustProxy: e.TRUST_PROXY,
  contactRetryBaseMs: e.CONTACT_RETRY_BASE_MS,
  embedMaxAge: e.EMBED_MAX_AGE,
  embedSharedMaxAge: e.EMBED_SHARED_MAX_AGE,
  auditRetentionYears: e.AUDIT_RETENTION_YEARS,
  archiveRetentionYears: e.ARCHIVE_RETENTION_YEARS,
  webhooks: {
    allowHttp: e.WEBHOOK_ALLOW_HTTP,
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    retryCapMs: e.WEBHOOK_RETRY_CAP_MS,
    maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
  },
}))

export type Config = Omit<z.output<typeof ConfigSchema>, 'authSecret'> & { authSecret: string }

/** The public origin: BASE_URL, or this machine on PORT. The one place it is worked out. */
function originOf(e: { BASE_URL?: string; PORT: number }) {
  return (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
}

/**
 * The public origin for code that runs without the server's services: the root loader, which also runs at
 * build time to prerender pages (where BASE_URL is baked into their canonical URLs).
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = EnvSchema.pick({ BASE_URL: true, PORT: true }).safeParse(env)
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${parsed.error.issues[0]?.message}`)
  return originOf(parsed.data)
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const isLoopbackOrigin = (origin: string) =>
  /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(origin)

// Production with a public origin needs an explicit secret; a local run keeps a generated one in DATA_DIR
// so that sessions survive restarts (see docs/decisions/0003-configuration.md).
function resolveAuthSecret(explicit: string | undefined, dataDir: string, mustBeExplicit: boolean) {
  if (explicit) return explicit
  if (mustBeExplicit) {
    throw new ConfigError('AUTH_SECRET is required in production (at least 32 random characters)')
  }
  const file = path.join(dataDir, 'auth-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  const mustBeExplicit = config.production && !isLoopbackOrigin(config.baseUrl)
  return { ...config, authSecret: resolveAuthSecret(config.authSecret, config.dataDir, mustBeExplicit) }
}
