import { Decimal, roundCents, type DecimalInput } from '../money'

/*
 * A calculator's calculation written out for /accuracy/check (issue 36 §3): the formula in words and each
 * intermediate value as a reviewer follows it. Each calculator's own `steps.ts` (its meta's `steps`) builds
 * them from its engine's intermediate values; every value is formatted from a Decimal, never a binary float.
 */

/** One line of a calculation as a reviewer follows it: what is computed, how, and its value. */
export interface CalculationStep {
  label: string
  formula: string
  value: string
}

/** A calculator's steps for the values its `parseParams` read (each file types its own input). */
export type CalculationSteps = (values: object) => CalculationStep[]

/** A calculator's steps file default-exports this: typed by its input, kept as the kit's one signature. */
export function defineSteps<Input>(steps: (values: Input) => CalculationStep[]): CalculationSteps {
  return steps as unknown as CalculationSteps
}

/** Dollars and cents with thousands separators, from the decimal value: $1,037.03. */
export function money(value: DecimalInput): string {
  const fixed = new Decimal(value).toFixed(2)
  const negative = fixed.startsWith('-')
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.')
  return `${negative ? '−' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** An unrounded intermediate value, to 15 significant digits. */
export function exact(value: DecimalInput): string {
  return new Decimal(value).toSignificantDigits(15).toString()
}

/** A percentage to `places` decimals (trailing zeros kept: 5.40%). */
export function percent(value: DecimalInput, places = 2): string {
  return `${new Decimal(value).toFixed(places)}%`
}

/** A plain count or number as written (no float formatting). */
export function count(value: DecimalInput): string {
  return new Decimal(value).toString()
}

/**
 * The level payment of a fully amortizing loan, written out from the formula (not read back from the engine):
 * the engine's figure beside it must agree to the cent. The engine then amortizes in whole cents and its last
 * payment takes up the rounding.
 */
export function levelPaymentSteps(
  principal: DecimalInput,
  apr: DecimalInput,
  months: number,
  engine: { final: DecimalInput; interest: DecimalInput },
): CalculationStep[] {
  const amount = new Decimal(principal)
  const r = new Decimal(apr).div(1200)
  const growth = r.plus(1).pow(months)
  const payment = r.isZero() ? amount.div(months) : amount.times(r).times(growth).div(growth.minus(1))
  return [
    { label: 'Monthly rate r', formula: `APR ÷ 12 = ${count(apr)}% ÷ 12`, value: exact(r) },
    { label: 'Growth over the term (1 + r)^n', formula: `(1 + ${exact(r)})^${months}`, value: exact(growth) },
    {
      label: 'Level payment',
      formula: r.isZero() ? 'P ÷ n' : 'P · r · (1 + r)^n ÷ ((1 + r)^n − 1), rounded half-up to the cent',
      value: `${money(roundCents(payment))} (unrounded ${exact(payment)})`,
    },
    {
      label: 'Final payment',
      formula: 'what the schedule, amortized in whole cents, leaves owing plus that month’s interest',
      value: money(engine.final),
    },
    {
      label: 'Total interest',
      formula: 'sum of each month’s interest, balance × r rounded to the cent',
      value: money(engine.interest),
    },
  ]
}
