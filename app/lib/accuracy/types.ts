import type { CalculatorType } from '~/calculators/registry'

/** Where an expected value comes from. */
export type Basis =
  | 'regulation' // a worked example of a regulation (Regulation Z, Regulation DD, T.D. 9930)
  | 'irs' // an IRS table or publication
  | 'convention' // the product's published conventions and worked examples (../shared/*.md)
  | 'financial' // computed independently with the `financial` package (a port of numpy-financial)
  | 'identity' // an identity that holds whatever the method (a 0% loan repays amount / n, …)
  | 'worked-example' // a specialty calculator's worked example, with the note its author gave as source

export interface Citation {
  basis: Basis
  /** The document: '12 CFR 1030 (Regulation DD), Appendix A'. */
  document: string
  /** Section, page, table or example within it (a worked example's note has none). */
  section?: string
}

/** A call of the `financial` package whose result, rounded half-up to the cent, is the expected value. */
export interface FinancialCall {
  fn: 'pmt' | 'fv' | 'nper'
  args: readonly number[]
  /** How the printed figure derives from the call: the payment is its negation, a count rounds up. */
  read: 'negate' | 'value' | 'ceil' | 'floor'
}

/**
 * One published value the calculator must reproduce. It is computed by the calculator visitors use: the query
 * string goes through the calculator's own parsing, engine and result summary (its headline), and the
 * figure whose label starts with `figure` is compared — or, for a solver the regulation tests on its own,
 * through `direct`.
 */
export interface ReferenceCase {
  title: string
  /** The query string, as a visitor's link would carry it. */
  search?: string
  /** The start of the result figure's label. */
  figure: string
  /** As the regulation or table prints it: '$53.90', '5.39%', '285'. */
  expected: string
  source: Citation
  financial?: FinancialCall
  /** A case on an engine function itself (Regulation Z's examples give explicit payment streams). */
  direct?: { inputs: readonly { label: string; value: string }[]; compute: () => string }
}

export interface AccuracySpec {
  name: CalculatorType
  cases: readonly ReferenceCase[]
  /** What the calculator guarantees for every input, each checked by its property tests. */
  invariants: readonly string[]
}

/** What /accuracy shows (computed by ledger.server.ts). */
export interface LedgerCase {
  title: string
  inputs: { label: string; value: string }[]
  figure: string
  expected: string
  computed: string
  difference: string
  pass: boolean
  source: Citation
}

export interface LedgerRandomCheck {
  varies: string
  method: string
  cases: number
  figures: number
  exact: number
  mismatches: number
}

export interface LedgerCalculator {
  name: CalculatorType
  title: string
  engineVersion: number
  cases: LedgerCase[]
  invariants: readonly string[]
  random: LedgerRandomCheck
}

export interface Ledger {
  /** When the cases were computed (the build, or the server's start). */
  computedAt: string
  seed: number
  casesPerCalculator: number
  calculators: LedgerCalculator[]
}

/**
 * A specialty calculator offered to every workspace, at its newest published version (decision 0063): its
 * worked examples are its cases, computed by its headline as a visitor's page computes them. It has no
 * independent implementation, so no random check.
 */
export interface LedgerSpecialty {
  /** `specialty:<slug>@<n>`. */
  type: string
  slug: string
  version: number
  title: string
  cases: LedgerCase[]
}
