import { createContext, type RouterContextProvider } from 'react-router'
import type { Database, Db } from '~/db/client.server'
import type { Auth } from './auth.server'
import type { Config } from './env.server'
import type { Mailer } from './mailer.server'
import type { UsageCounter } from './leads/usage.server'
import type { RateLimiter } from './rate-limit.server'

/** Everything a loader or action needs from the running server, created once in server/services.ts. */
export type Services = {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
  auth: Auth
  rateLimiter: RateLimiter
  /** Views and engaged visits of published calculators, written in batches. */
  usage: UsageCounter
  /** Everything this instance holds in memory beside the database, by name (app/lib/instance-state.server.ts). */
  held: () => ReadonlyMap<string, unknown>
}

export const servicesContext = createContext<Services>()

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext)
}
