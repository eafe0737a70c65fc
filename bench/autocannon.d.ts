// autocannon ships no types; this is the part of its API the benchmarks use.
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections?: number
    duration?: number
    /** Stops after this many requests instead of after `duration`. */
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    /** Replaces `[<id>]` in the body with a new id for each request. */
    idReplacement?: boolean
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>
  }
  type Result = {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number; average: number; max: number }
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
    '2xx': number
    duration: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
