// autocannon ships no types; this is the part of its API the benchmarks use.
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>
  }
  type Result = {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number; average: number }
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
    '2xx': number
    duration: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
