// The few parts of oidc-provider 9 (which ships no types) that oidc-provider-support.ts uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http'
  type Context = { path: string; body: unknown }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void
    listen(port: number, host: string, callback: () => void): Server
  }
}
