import { calculators, loadCalculatorModule, type CalculatorType } from '~/calculators/registry'
import { nameInputs } from '~/lib/leads/input-labels.server'
import { compareFigures } from './compare'
import { independentChecks } from './independent'
import { accuracySpecs } from './references'
import {
  LEDGER_TODAY,
  RANDOM_CASES_PER_CALCULATOR,
  RANDOM_SEED,
  runRandomCheckInSlices,
} from './random-check'
import type { Ledger, LedgerCalculator, LedgerCase } from './types'

/** A calculator's reference cases, each computed by the calculator's own parsing, engine and result summary. */
export async function referenceCases(name: CalculatorType): Promise<LedgerCase[]> {
  const calculator = await loadCalculatorModule(name)
  return accuracySpecs[name].cases.map((reference): LedgerCase => {
    const search = new URLSearchParams(reference.search ?? '')
    const printed = reference.direct
      ? reference.direct.compute()
      : calculator
          .headline(search, 'en', LEDGER_TODAY)
          .find((figure) => figure.label.startsWith(reference.figure))?.value
    const inputs =
      reference.direct?.inputs ??
      nameInputs(calculator, search, 'en').map(({ label, value }) => ({ label, value }))
    return {
      title: reference.title,
      inputs: [...inputs],
      figure: reference.figure,
      expected: reference.expected,
      source: reference.source,
      ...compareFigures(reference.expected, printed),
    }
  })
}

async function calculatorLedger(name: CalculatorType): Promise<LedgerCalculator> {
  const meta = calculators.find((each) => each.name === name)
  if (!meta) throw new RangeError(name)
  const calculator = await loadCalculatorModule(name)
  const cases = await referenceCases(name)
  const check = independentChecks[name]
  const run = await runRandomCheckInSlices(calculator.headline, check)
  return {
    name,
    title: meta.title.en,
    engineVersion: meta.engineVersion,
    cases,
    invariants: accuracySpecs[name].invariants,
    random: {
      varies: check.varies,
      method: check.method,
      cases: run.cases,
      figures: run.figures,
      exact: run.exact,
      mismatches: run.mismatches.length,
    },
  }
}

let cached: Promise<Ledger> | undefined

/**
 * Starts a process with the ledger its build computed for this same code (server/built-ledger.ts), so that no
 * request pays for computing it: a model-risk pack asked for first in a process waited 7–14 s under load. It is
 * taken only if it has this code's seed, case count and calculators, in the registry's order.
 */
export function adoptLedger(ledger: Ledger): boolean {
  const names = calculators.map(({ name }) => name)
  const fits =
    ledger.seed === RANDOM_SEED &&
    ledger.casesPerCalculator === RANDOM_CASES_PER_CALCULATOR &&
    ledger.calculators.length === names.length &&
    ledger.calculators.every((calculator, index) => calculator.name === names[index])
  if (fits) cached ??= Promise.resolve(ledger)
  return fits
}

/**
 * The ledger, computed by the calculators visitors use (their parsing, engine and result summary): by the
 * build, for the prerendered /accuracy and for its servers (decision 0102); otherwise once per process, at the
 * first request that needs it.
 */
export function accuracyLedger(): Promise<Ledger> {
  cached ??= (async () => ({
    computedAt: new Date().toISOString(),
    seed: RANDOM_SEED,
    casesPerCalculator: RANDOM_CASES_PER_CALCULATOR,
    calculators: await Promise.all(calculators.map(({ name }) => calculatorLedger(name))),
  }))()
  return cached
}

/** The figures the home page's accuracy claim rests on. */
export function ledgerTotals(ledger: Ledger) {
  const references = ledger.calculators.flatMap((calculator) => calculator.cases)
  const random = ledger.calculators.map((calculator) => calculator.random)
  const referencePassed = references.filter((each) => each.pass).length
  const randomCases = random.reduce((sum, each) => sum + each.cases, 0)
  const randomExact = random.reduce((sum, each) => sum + each.exact, 0)
  return {
    referenceCases: references.length,
    referencePassed,
    randomCases,
    randomExact,
    checked: references.length + randomCases,
    exact: referencePassed + randomExact,
    calculatorsWithRandomCheck: random.length,
  }
}
