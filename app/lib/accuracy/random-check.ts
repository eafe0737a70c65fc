import DecimalJs from 'decimal.js'
import type { Headline } from '~/calculators/ui/headline'
import { figureNumber } from './compare'

/** Random cases per calculator, checked against its independent implementation (the test and the ledger). */
export const RANDOM_CASES_PER_CALCULATOR = 200
/** The seed of the random cases: the same cases on every run, so a mismatch reproduces. */
export const RANDOM_SEED = 20261127
/** The date the calculators are given ('today'): the reference and random cases do not depend on the clock. */
export const LEDGER_TODAY = '2026-11-27'

/** A seeded pseudo-random source (mulberry32): reproducible, no dependency. */
export class Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  /** A value in [min, max] with `places` decimals, as text (money in cents, rates in hundredths). */
  fixed(min: number, max: number, places: number): string {
    const scale = 10 ** places
    return (this.int(Math.round(min * scale), Math.round(max * scale)) / scale).toFixed(places)
  }
  pick<T>(values: readonly T[]): T {
    return values[this.int(0, values.length - 1)] as T
  }
}

export type Query = Record<string, string>

/**
 * A second implementation of a calculator's results, written from the published formulas and conventions in
 * its own code (decimal.js at 60 digits), never calling the engine: the random cases compare the two.
 */
export interface IndependentCheck {
  /** What the random inputs span. */
  varies: string
  /** How the second implementation computes. */
  method: string
  input: (random: Random) => Query
  /**
   * The figures it expects, by the start of their label, as plain numbers ('1037.03', '5.39', '285'), compared
   * by value (a percent printed '4.5%' is 4.50).
   */
  expect: (query: Query) => ReadonlyArray<readonly [figure: string, value: string]>
}

export interface Mismatch {
  search: string
  figure: string
  expected: string
  computed: string
}

export interface RandomCheckResult {
  cases: number
  /** Figures compared (several a case). */
  figures: number
  /** Cases where every figure agreed to the cent (or the count). */
  exact: number
  mismatches: Mismatch[]
}

/** One case after another of a random check, each drawn from `seed`'s sequence; `result` counts them. */
function randomCheckRun(headline: Headline, check: IndependentCheck, seed: number) {
  const random = new Random(seed)
  const result: RandomCheckResult = { cases: 0, figures: 0, exact: 0, mismatches: [] }
  function next() {
    const query = check.input(random)
    const search = new URLSearchParams(query)
    const figures = headline(search, 'en', LEDGER_TODAY)
    let exact = true
    for (const [label, expected] of check.expect(query)) {
      const printed = figures.find((figure) => figure.label.startsWith(label))?.value
      const computed = printed === undefined ? undefined : figureNumber(printed)
      result.figures++
      if (computed === undefined || !new DecimalJs(computed).equals(expected)) {
        exact = false
        result.mismatches.push({
          search: search.toString(),
          figure: label,
          expected,
          computed: printed ?? '—',
        })
      }
    }
    result.cases++
    if (exact) result.exact++
  }
  return { next, result }
}

/** Runs `count` seeded random cases of one calculator through its headline and its independent check. */
export function runRandomCheck(
  headline: Headline,
  check: IndependentCheck,
  count = RANDOM_CASES_PER_CALCULATOR,
  seed = RANDOM_SEED,
): RandomCheckResult {
  const run = randomCheckRun(headline, check, seed)
  for (let index = 0; index < count; index++) run.next()
  return run.result
}

/**
 * The same check in a running server: it gives the event loop its turn every `sliceMs` of work, so requests are
 * answered while the ledger is computed (the whole ledger is seconds of CPU: a model-risk pack asked for first
 * in a process held every other request of its server for 7–14 s). Same cases, same result.
 */
export async function runRandomCheckInSlices(
  headline: Headline,
  check: IndependentCheck,
  { count = RANDOM_CASES_PER_CALCULATOR, seed = RANDOM_SEED, sliceMs = 15 } = {},
): Promise<RandomCheckResult> {
  const run = randomCheckRun(headline, check, seed)
  let sliceStart = performance.now()
  for (let index = 0; index < count; index++) {
    run.next()
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
  }
  return run.result
}
