import { computeLoan } from './loan/engine'
import type { LoanInput } from './loan/schema'

const THIRTY_YEAR_LOAN: LoanInput = { principal: 350_000, apr: 6.875, months: 360 }

/** Median milliseconds to compute a 30-year loan with its full 360-row schedule (after a short warm-up). */
export function benchLoan(iterations = 200): number {
  const runs = Math.max(1, Math.floor(Number.isFinite(iterations) ? iterations : 1))
  const options = { today: '2025-01-15' }
  for (let warmup = 0; warmup < Math.min(runs, 50); warmup++) computeLoan(THIRTY_YEAR_LOAN, options)
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    computeLoan(THIRTY_YEAR_LOAN, options)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const middle = Math.floor(runs / 2)
  const upper = times[middle] ?? 0
  return runs % 2 === 1 ? upper : (upper + (times[middle - 1] ?? upper)) / 2
}
